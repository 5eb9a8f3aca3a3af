import 'server-only';
import sampleEntries from '@/content/blog-sample-entries.json';
import { site } from '@/content/site';
import { prerenderManifest } from '@/lib/prerender-manifest';
import { slugFromSegment } from '@/lib/routes';
import { tokenBucket } from '@/lib/token-bucket';
import { fetchEntries, isContentfulConfigured } from './client';
import { mapPosts } from './map-posts';
import type { RawEntryCollection } from './types';

// Answers for proxy.ts whether `/blog/<key>` is a post, so a made-up address never reaches a page
// (each would become a page-cache entry). When Contentful cannot answer in time, only the posts
// already known count: the visitor of a made-up address is turned away within the wait, even
// during an outage, and a known post is served from the cache at once.

export type Lookup = 'post' | 'unknown';

/** How long a visitor waits on Contentful for an address no post is known by. */
export const LOOKUP_WAIT_MS = 1000;

/**
 * On globalThis: the proxy and the webhook's route are bundled apart, and the webhook refreshes the
 * list the proxy reads.
 */
interface KnownPostsState {
  known: Set<string> | null;
  inFlight: Promise<Set<string> | null> | null;
  /** When the read under way gives up keeping visitors waiting. */
  waitEndsAt: number;
  /** Posts in the last list read, for the pages of /blog (lookUpPostCount). */
  postCount: number;
  freshReads: ReturnType<typeof tokenBucket>;
}
const STATE = Symbol.for('kestrel.blog.knownPosts');
const state: KnownPostsState = ((globalThis as { [STATE]?: KnownPostsState })[STATE] ??= {
  known: null,
  inFlight: null,
  waitEndsAt: 0,
  postCount: 0,
  freshReads: tokenBucket({ burst: 5, intervalMs: 2000 }),
});

const keysOf = (collection: RawEntryCollection) => {
  const posts = mapPosts(collection, { author: site.owner });
  state.postCount = posts.length;
  return new Set(posts.flatMap((post) => [post.slug, post.id]));
};

let sampleKeys: Set<string> | null = null;
let builtKeys: Set<string> | null = null;

/** The posts this build pre-rendered: known without asking Contentful, so an outage at start turns none away. */
function postsOfBuild(): Set<string> {
  builtKeys ??= new Set(
    prerenderManifest()
      .routes.map((route) => /^\/blog\/([^/]+)$/.exec(route)?.[1])
      .filter((segment): segment is string => segment !== undefined)
      .map(slugFromSegment),
  );
  return builtKeys;
}

/** Resolves to null when Contentful cannot be read (logged once per read, not per waiting visitor). */
function refresh(): Promise<Set<string> | null> {
  if (!state.inFlight) state.waitEndsAt = Date.now() + LOOKUP_WAIT_MS;
  state.inFlight ??= fetchEntries('delivery')
    .then((collection) => (state.known = keysOf(collection)))
    .catch((error: unknown) => {
      console.error('[blog] the list of posts could not be read from Contentful', error);
      return null;
    })
    .finally(() => {
      state.inFlight = null;
    });
  return state.inFlight;
}

export async function lookUpPostKey(key: string): Promise<Lookup> {
  if (!isContentfulConfigured('delivery')) {
    sampleKeys ??= keysOf(sampleEntries as RawEntryCollection);
    return sampleKeys.has(key) ? 'post' : 'unknown';
  }
  if (state.known?.has(key) || postsOfBuild().has(key)) return 'post';
  await readWithinWait();
  return state.known?.has(key) ? 'post' : 'unknown';
}

/**
 * Visitors wait on one read for LOOKUP_WAIT_MS from its start, however many join it; past that the read
 * goes on in the background and fills the known list for the next visitor. Joining a read under way costs
 * nothing; a new one needs a token, so a flood cannot spend the API quota.
 */
async function readWithinWait(): Promise<void> {
  if (!state.inFlight && !state.freshReads.take()) return;
  const read = refresh();
  await Promise.race([
    read,
    new Promise<null>((resolve) => setTimeout(resolve, Math.max(0, state.waitEndsAt - Date.now()), null)),
  ]);
}

/**
 * How many posts there are, read afresh (within the same limits as lookUpPostKey) when fewer than
 * `atLeast` are known, so a page of /blog that a new post opened is found without a rebuild; null
 * while Contentful has never answered.
 */
export async function lookUpPostCount(atLeast: number): Promise<number | null> {
  if (!isContentfulConfigured('delivery')) {
    sampleKeys ??= keysOf(sampleEntries as RawEntryCollection);
    return state.postCount;
  }
  if (!state.known || state.postCount < atLeast) await readWithinWait();
  return state.known ? state.postCount : null;
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
export function refreshKnownPosts(): void {
  if (isContentfulConfigured('delivery')) void refresh();
}
