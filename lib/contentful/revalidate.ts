import 'server-only';
import { revalidateTag } from 'next/cache';
import { BLOG_CACHE_TAG, postCacheTag } from './blog';
import { noteContentChanged } from './content-changes';
import { refreshKnownPosts } from './known-posts';
import { PORTFOLIO_CACHE_TAG } from './portfolio';
import { knownProjects } from './portfolio-read';
import { PRICING_CACHE_TAG } from './pricing';
import { SITE_MEDIA_CACHE_TAG } from './site-media';

// The webhook's body names the entry, not always its type, so any change refreshes all; 'max' is stale-while-revalidate.
export function revalidateContent(entryKeys: string[] = []): string[] {
  const tags = [BLOG_CACHE_TAG, PORTFOLIO_CACHE_TAG, PRICING_CACHE_TAG, SITE_MEDIA_CACHE_TAG, ...entryKeys.map(postCacheTag)];
  noteContentChanged();
  for (const tag of tags) revalidateTag(tag, 'max');
  refreshKnownPosts();
  knownProjects.refresh();
  return tags;
}
