import { env } from '@/lib/env';

export function feedPosts<T>(posts: readonly T[], limit = env.BLOG_FEED_LIMIT): T[] {
  return posts.slice(0, limit);
}
