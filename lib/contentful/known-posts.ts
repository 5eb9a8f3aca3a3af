import 'server-only';
import { prerenderManifest } from '@/lib/prerender-manifest';
import { LOOKUP_WAIT_MS } from './known-index';
import { knownPosts } from './posts-read';

// What proxy.ts asks of the blog: whether `/blog/<key>` is a post, and how many posts there are (for
// the pages of /blog), from the index the pages' own reads fill (lib/contentful/known-index.ts).

export { LOOKUP_WAIT_MS };
export type Lookup = 'post' | 'unknown';

export async function lookUpPostKey(key: string): Promise<Lookup> {
  return (await knownPosts.lookUp(key)) === 'known' ? 'post' : 'unknown';
}

/**
 * How many posts there are, read afresh (within the same limits as lookUpPostKey) when fewer than
 * `atLeast` are known, so a page of /blog that a new post opened is found without a rebuild; null
 * while Contentful has never answered.
 */
export async function lookUpPostCount(atLeast: number): Promise<number | null> {
  if ((knownPosts.latest()?.length ?? 0) < atLeast) await knownPosts.readAgain({ withinWait: true });
  return knownPosts.latest()?.length ?? null;
}

/** The pages of /blog this build rendered, by number: what an outage before the first read allows. */
export function listPagesOfBuild(): Set<number> {
  return new Set(
    prerenderManifest()
      .routes.map((route) => Number(/^\/blog\/page\/(\d+)$/.exec(route)?.[1]))
      .filter(Number.isInteger),
  );
}

/** The webhook's word that the posts changed: the list is read again at once, not when a visitor first misses. */
export const refreshKnownPosts = () => knownPosts.refresh();
