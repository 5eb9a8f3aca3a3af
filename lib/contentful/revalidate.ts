import 'server-only';
import { revalidateTag } from 'next/cache';
import { BLOG_CACHE_TAG, postCacheTag } from './index';
import { refreshKnownPosts } from './known-posts';

/** 'max' is stale-while-revalidate: the next visitor triggers the refresh, and a failing Contentful keeps the old pages. */
export function revalidateBlog(entryKeys: string[] = []): string[] {
  const tags = [BLOG_CACHE_TAG, ...entryKeys.map(postCacheTag)];
  for (const tag of tags) revalidateTag(tag, 'max');
  refreshKnownPosts();
  return tags;
}
