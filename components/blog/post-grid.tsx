import { cn } from '@/lib/cn';
import type { Post } from '@/lib/contentful/types';
import { PostCard } from './post-card';

export function PostGrid({
  posts,
  headingLevel = 2,
  preloadFirst = false,
  className,
}: {
  posts: Post[];
  headingLevel?: 2 | 3;
  preloadFirst?: boolean;
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-8 md:grid-cols-2 lg:grid-cols-3 lg:gap-10', className)}>
      {posts.map((post, index) => (
        <li key={post.slug} className="flex [&>article]:flex-1">
          <PostCard post={post} headingLevel={headingLevel} preloadImage={preloadFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
