import 'server-only';
import sampleEntries from '@/content/blog-sample-entries.json';
import { site } from '@/content/site';
import { tokenBucket } from '@/lib/token-bucket';
import { fetchEntries, isContentfulConfigured } from './client';
import { mapPosts } from './map-posts';
import type { RawEntryCollection } from './types';

/** Answers for proxy.ts whether `/blog/<key>` can be a post, so a made-up address never becomes a page-cache entry. */

export type Lookup = 'post' | 'unknown' | 'unavailable';

const LOOKUP_WAIT_MS = 3000;

const freshReads = tokenBucket({ burst: 5, intervalMs: 2000 });

let known: Set<string> | null = null;
let inFlight: Promise<Set<string>> | null = null;

/** Posts in the last list read, for the pages of /blog (lookUpPostCount). */
let postCount = 0;

const keysOf = (collection: RawEntryCollection) => {
  const posts = mapPosts(collection, { author: site.owner });
  postCount = posts.length;
  return new Set(posts.flatMap((post) => [post.slug, post.id]));
};

let sampleKeys: Set<string> | null = null;

function refresh(): Promise<Set<string>> {
  inFlight ??= fetchEntries('delivery')
    .then((collection) => (known = keysOf(collection)))
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** 'unknown' also when a flood has used up the lookups; 'unavailable' lets the page decide with the posts it keeps. */
export async function lookUpPostKey(key: string): Promise<Lookup> {
  if (!isContentfulConfigured('delivery')) {
    sampleKeys ??= keysOf(sampleEntries as RawEntryCollection);
    return sampleKeys.has(key) ? 'post' : 'unknown';
  }
  if (known?.has(key)) return 'post';
  // Joining a lookup already under way costs nothing; a new one needs a token.
  if (!inFlight && !freshReads.take()) return known ? 'unknown' : 'unavailable';
  try {
    // An outage must not hold the visitor behind the SDK's retries: past the wait the page
    // decides with the posts it keeps, and the read goes on to fill `known`.
    const keys = await Promise.race([refresh(), new Promise<null>((resolve) => setTimeout(resolve, LOOKUP_WAIT_MS, null))]);
    if (!keys) return 'unavailable';
    return keys.has(key) ? 'post' : 'unknown';
  } catch (error) {
    console.error(`Could not check "${key}" against Contentful`, error);
    return 'unavailable';
  }
}

/**
 * How many posts there are, read afresh (within the same limits as lookUpPostKey) when fewer than
 * `atLeast` are known: a page of /blog that a new post opened is found without a rebuild.
 */
export async function lookUpPostCount(atLeast: number): Promise<number | 'unavailable'> {
  if (!isContentfulConfigured('delivery')) {
    sampleKeys ??= keysOf(sampleEntries as RawEntryCollection);
    return postCount;
  }
  if (known && postCount >= atLeast) return postCount;
  if (!inFlight && !freshReads.take()) return known ? postCount : 'unavailable';
  try {
    const keys = await Promise.race([refresh(), new Promise<null>((resolve) => setTimeout(resolve, LOOKUP_WAIT_MS, null))]);
    return keys ? postCount : 'unavailable';
  } catch (error) {
    console.error('Could not count the posts in Contentful', error);
    return 'unavailable';
  }
}
