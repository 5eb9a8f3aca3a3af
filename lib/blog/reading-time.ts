import { INLINES, type Block, type Inline, type Text } from '@contentful/rich-text-types';
import type { PostContent } from '@/lib/contentful/types';

/** Average silent reading speed of adults for non-fiction (Brysbaert, 2019). */
export const WORDS_PER_MINUTE = 238;

interface ReadingTime {
  words: number;
  /** Whole minutes, rounded up: a short post is "1 min read", never "0". */
  minutes: number;
}

type Node = Block | Inline | Text;

const INLINE_TYPES = new Set<string>(Object.values(INLINES));

/** Text of a rich-text node; block boundaries separate words, marks inside a word do not. */
function textOf(node: Node): string {
  if (node.nodeType === 'text') return (node as Text).value;
  const inner = (node as Block | Inline).content.map((child) => textOf(child as Node)).join('');
  return INLINE_TYPES.has(node.nodeType) ? inner : ` ${inner} `;
}

/** A Markdown body the converter could not read: link targets and syntax characters are not words. */
const markdownText = (markdown: string) => markdown.replace(/\]\([^)]*\)/g, ']');

/** Words: runs of characters between spaces that hold at least one letter or digit. */
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

/** Null for a post without a body: it has nothing to read yet. */
export function readingTime(content: PostContent | null): ReadingTime | null {
  const words = wordCount(content);
  return words > 0 ? { words, minutes: Math.ceil(words / WORDS_PER_MINUTE) } : null;
}

export const readingTimeLabel = ({ minutes }: ReadingTime) => `${minutes} min read`;

/** schema.org's timeRequired is an ISO 8601 duration. */
export const readingDuration = ({ minutes }: ReadingTime) => `PT${minutes}M`;
