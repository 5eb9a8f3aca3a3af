import { readingTime, readingTimeLabel } from '@/lib/blog/reading-time';
import type { PostContent } from '@/lib/contentful/types';

export function PostReadingTime({ content, className }: { content: PostContent | null; className?: string }) {
  const time = readingTime(content);
  return time ? (
    <span data-reading-time className={className}>
      {readingTimeLabel(time)}
    </span>
  ) : null;
}
