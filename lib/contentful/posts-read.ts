import 'server-only';
import sampleEntries from '@/content/blog-sample-entries.json';
import { site } from '@/content/site';
import { fetchEntries, isContentfulConfigured, type ContentfulApi } from './client';
import { knownIndex } from './known-index';
import { mapPosts } from './map-posts';
import { withMarkdownBodies } from './markdown';
import type { Post, RawEntryCollection } from './types';

// The posts read from Contentful (or the sample entries without credentials), and the index of
// their addresses that proxy.ts screens /blog/<x> with. Free of React and request APIs: the proxy
// reads it too.

const samplePosts = () => mapPosts(sampleEntries as RawEntryCollection, { author: site.owner });

/** The posts' slugs and entry ids (an entry id redirects to its slug); the pages' reads fill it. */
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
