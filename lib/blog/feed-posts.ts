import { env } from '@/lib/env';

/** The newest posts (they come newest first), BLOG_FEED_LIMIT of them: readers fetch the feed often, whatever the archive's size. */
export function feedPosts<T>(posts: readonly T[], limit = env.BLOG_FEED_LIMIT): T[] {
  return posts.slice(0, limit);
}
