import 'server-only';
import { revalidateTag } from 'next/cache';
import { BLOG_CACHE_TAG, postCacheTag } from './index';

/**
 * Marks the blog stale: the list, the feed, the sitemap and every post (all read the
 * cached list), plus the pages of the entries named. Stale-while-revalidate ('max'):
 * the next visitor triggers the refresh, and a failing Contentful keeps the old pages.
 */
export function revalidateBlog(entryKeys: string[] = []): string[] {
  const tags = [BLOG_CACHE_TAG, ...entryKeys.map(postCacheTag)];
  for (const tag of tags) revalidateTag(tag, 'max');
  return tags;
}
