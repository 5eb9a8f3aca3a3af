import { richTextFromMarkdown } from '@contentful/rich-text-from-markdown';
import { BLOCKS, INLINES, type Block, type Document, type Inline, type Text } from '@contentful/rich-text-types';
import { truncate } from './post-values';
import { firstParagraphText, sanitizeDocument } from './rich-text-document';
import type { Post } from './types';

// Markdown bodies become rich text, rendered by the same code and allow-list. Raw HTML stays visible as text.

type Node = Block | Inline | Text;
type MarkdownNode = Parameters<NonNullable<Parameters<typeof richTextFromMarkdown>[1]>>[0] & {
  url?: string;
  alt?: string;
};

const text = (value: string, marks: string[] = []): Text => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});

async function fallback(node: MarkdownNode): Promise<Node | null> {
  switch (node.type) {
    case 'code':
      return { nodeType: BLOCKS.PARAGRAPH, data: {}, content: [text(node.value ?? '', ['code'])] };
    case 'html':
      return text(node.value ?? '');
    case 'image':
      // An image from anywhere on the web is not shown: it becomes a link (through the usual allow-list).
      return { nodeType: INLINES.HYPERLINK, data: { uri: node.url ?? '' }, content: [text(node.alt || node.url || '')] };
    default:
      return null;
  }
}

const INLINE_TYPES = new Set<string>(['text', ...Object.values(INLINES)]);

function wrapStrayInlines(content: Node[]): Node[] {
  return content.map((node) =>
    INLINE_TYPES.has(node.nodeType) ? ({ nodeType: BLOCKS.PARAGRAPH, data: {}, content: [node] } as Block) : node,
  );
}

function markHeaderRows(node: Node): void {
  if (node.nodeType === 'text') return;
  if (node.nodeType === BLOCKS.TABLE) {
    const [head] = (node as Block).content as Block[];
    head?.content.forEach((cell) => {
      if (cell.nodeType === BLOCKS.TABLE_CELL) (cell as Block).nodeType = BLOCKS.TABLE_HEADER_CELL;
    });
  }
  (node as Block).content.forEach((child) => markHeaderRows(child as Node));
}

export async function markdownDocument(markdown: string): Promise<Document | null> {
  const converted = await richTextFromMarkdown(markdown, fallback);
  const document = sanitizeDocument({ ...converted, content: wrapStrayInlines(converted.content as Node[]) });
  if (document) markHeaderRows(document as unknown as Node);
  return document;
}

export async function withMarkdownBodies(posts: Post[]): Promise<Post[]> {
  return Promise.all(
    posts.map(async (post) => {
      if (post.content?.contentType !== 'string') return post;
      const { text: body } = post.content;
      let document: Document | null;
      try {
        document = await markdownDocument(body);
      } catch (error) {
        console.error(`The body of "${post.slug}" could not be read as Markdown`, error);
        return post;
      }
      if (!document) return post;
      const fromBody = post.excerpt === truncate(body);
      return {
        ...post,
        excerpt: fromBody ? truncate(firstParagraphText(document)) || post.excerpt : post.excerpt,
        content: { contentType: 'richText', document, assets: {}, entryLinks: {}, embeds: {} },
      };
    }),
  );
}
