import 'server-only';
import { prerenderManifest } from '@/lib/prerender-manifest';
import { LOOKUP_WAIT_MS } from './known-index';
import { knownPosts } from './posts-read';

export { LOOKUP_WAIT_MS };
export type Lookup = 'post' | 'unknown';

export async function lookUpPostKey(key: string): Promise<Lookup> {
  return (await knownPosts.lookUp(key)) === 'known' ? 'post' : 'unknown';
}

export const postKeyKnownNow = (key: string): boolean => knownPosts.knownNow(key);

export async function lookUpPostCount(atLeast: number): Promise<number | null> {
  if ((knownPosts.latest()?.length ?? 0) < atLeast) await knownPosts.readAgain({ withinWait: true });
  return knownPosts.latest()?.length ?? null;
}

export function listPagesOfBuild(): Set<number> {
  return new Set(
    prerenderManifest()
      .routes.map((route) => Number(/^\/blog\/page\/(\d+)$/.exec(route)?.[1]))
      .filter(Number.isInteger),
  );
}

export const refreshKnownPosts = () => knownPosts.refresh();
