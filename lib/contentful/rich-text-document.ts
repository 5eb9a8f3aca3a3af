import { BLOCKS, INLINES, MARKS, type Block, type Document, type Inline, type Text } from '@contentful/rich-text-types';
import { isRecord } from '../is-record';

// The renderer crashes on a node without `content` or a text without `marks`: only well-formed nodes are kept.

type Node = Block | Inline | Text;

const KNOWN_MARKS = new Set<string>(Object.values(MARKS));
const KNOWN_NODE_TYPES = new Set<string>([...Object.values(BLOCKS), ...Object.values(INLINES)]);
/** Unknown node types become this: the renderer's plain-object lookup would find a built-in for `constructor` and crash. */
const UNSUPPORTED_NODE = 'unsupported';
/** Deeper than any real document; stops hostile input from exhausting the stack. */
const MAX_DEPTH = 32;

function sanitizeNode(value: unknown, depth: number): Node | null {
  if (!isRecord(value) || typeof value.nodeType !== 'string' || depth > MAX_DEPTH) return null;
  const data = isRecord(value.data) ? value.data : {};
  if (value.nodeType === 'text') {
    const marks = Array.isArray(value.marks)
      ? value.marks.filter(
          (mark): mark is { type: string } => isRecord(mark) && typeof mark.type === 'string' && KNOWN_MARKS.has(mark.type),
        )
      : [];
    return {
      nodeType: 'text',
      value: typeof value.value === 'string' ? value.value : '',
      marks: marks.map((mark) => ({ type: mark.type })),
      data,
    };
  }
  const content = Array.isArray(value.content)
    ? value.content.map((child) => sanitizeNode(child, depth + 1)).filter((child): child is Node => child !== null)
    : [];
  const nodeType = KNOWN_NODE_TYPES.has(value.nodeType) ? value.nodeType : UNSUPPORTED_NODE;
  return { nodeType, data, content } as Block | Inline;
}

export function sanitizeDocument(value: unknown): Document | null {
  if (!isRecord(value) || value.nodeType !== BLOCKS.DOCUMENT) return null;
  const node = sanitizeNode(value, 0) as Document | null;
  if (!node || node.content.length === 0) return null;
  return node;
}

export function plainText(node: Node | Document): string {
  if (node.nodeType === 'text') return (node as Text).value;
  return (node as Block).content.map((child) => plainText(child as Node)).join('');
}

export function firstParagraphText(document: Document): string {
  for (const node of document.content) {
    if (node.nodeType !== BLOCKS.PARAGRAPH) continue;
    const text = plainText(node).replace(/\s+/g, ' ').trim();
    if (text) return text;
  }
  return '';
}

export function targetIds(document: Document, nodeTypes: readonly string[]): string[] {
  const ids: string[] = [];
  const visit = (node: Node | Document) => {
    if (nodeTypes.includes(node.nodeType)) {
      const target = (node.data as { target?: { sys?: { id?: unknown } } }).target;
      if (typeof target?.sys?.id === 'string') ids.push(target.sys.id);
    }
    if ('content' in node) node.content.forEach((child) => visit(child as Node));
  };
  visit(document);
  return ids;
}

export const ASSET_NODE_TYPES = [BLOCKS.EMBEDDED_ASSET, INLINES.ASSET_HYPERLINK] as const;
