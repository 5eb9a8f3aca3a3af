import 'server-only';
import sampleEntries from '@/content/blog-sample-entries.json';
import { site } from '@/content/site';
import { fetchEntries, isContentfulConfigured, type ContentfulApi } from './client';
import { knownIndex } from './known-index';
import { mapPosts } from './map-posts';
import { withMarkdownBodies } from './markdown';
import type { Post, RawEntryCollection } from './types';

const samplePosts = () => mapPosts(sampleEntries as RawEntryCollection, { author: site.owner });

export const knownPosts = knownIndex<Post[]>({
  name: 'posts',
  builtRoute: /^\/blog\/([^/]+)$/,
  read: () => loadPosts('delivery'),
  keysOf: (posts) => posts.flatMap((post) => [post.slug, post.id]),
  fixed: isContentfulConfigured('delivery') ? null : samplePosts,
});

export async function loadPosts(api: ContentfulApi): Promise<Post[]> {
  if (!isContentfulConfigured(api)) return withMarkdownBodies(samplePosts());
  const posts = await withMarkdownBodies(mapPosts(await fetchEntries(api), { author: site.owner }));
  if (api === 'delivery') knownPosts.record(posts);
  return posts;
}
