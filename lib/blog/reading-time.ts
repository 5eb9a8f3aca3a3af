import { INLINES, type Block, type Inline, type Text } from '@contentful/rich-text-types';
import type { PostContent } from '@/lib/contentful/types';

/** Average silent reading speed of adults for non-fiction (Brysbaert, 2019). */
export const WORDS_PER_MINUTE = 238;

interface ReadingTime {
  words: number;
  minutes: number;
}

type Node = Block | Inline | Text;

const INLINE_TYPES = new Set<string>(Object.values(INLINES));

function textOf(node: Node): string {
  if (node.nodeType === 'text') return (node as Text).value;
  const inner = (node as Block | Inline).content.map((child) => textOf(child as Node)).join('');
  return INLINE_TYPES.has(node.nodeType) ? inner : ` ${inner} `;
}

const markdownText = (markdown: string) => markdown.replace(/\]\([^)]*\)/g, ']');

function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export function wordCount(content: PostContent | null): number {
  switch (content?.contentType) {
    case 'richText':
      return countWords(textOf(content.document as unknown as Node));
    case 'string':
      return countWords(markdownText(content.text));
    case 'array':
      return countWords(content.items.join(' '));
    default:
      return 0;
  }
}

export function readingTime(content: PostContent | null): ReadingTime | null {
  const words = wordCount(content);
  return words > 0 ? { words, minutes: Math.ceil(words / WORDS_PER_MINUTE) } : null;
}

export const readingTimeLabel = ({ minutes }: ReadingTime) => `${minutes} min read`;

export const readingDuration = ({ minutes }: ReadingTime) => `PT${minutes}M`;
