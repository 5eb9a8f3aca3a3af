import { formatPostDate } from '@/lib/blog/links';

export function PostDate({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {formatPostDate(date)}
    </time>
  );
}
