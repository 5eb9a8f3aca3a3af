import 'server-only';
import { prerenderManifest } from '@/lib/prerender-manifest';
import { slugFromSegment } from '@/lib/routes';
import { tokenBucket } from '@/lib/token-bucket';

// Which addresses of a page family exist, for proxy.ts, so a made-up one never reaches a page (each
// would become a page-cache entry). The pages' own reads record what they find here, so the proxy
// and the pages share one index; the proxy reads afresh only for a key nobody has seen, within
// LOOKUP_WAIT_MS and a token bucket, so a flood of made-up addresses cannot spend the API quota.

export type Lookup = 'known' | 'unknown';

/** How long a visitor waits on Contentful for an address no entry is known by. */
export const LOOKUP_WAIT_MS = 1000;

interface IndexState {
  /** Keys from the last successful read; null until one. */
  known: Set<string> | null;
  inFlight: Promise<unknown> | null;
  waitEndsAt: number;
  freshReads: ReturnType<typeof tokenBucket>;
}

export interface KnownIndexOptions {
  /** Names the index's state on globalThis: the proxy and the routes are bundled apart. */
  name: string;
  /** The family's pre-rendered pages in the build's manifest: known without asking Contentful. */
  builtRoute: RegExp;
  /** A fresh read; it records its keys itself (through `record`). */
  read: () => Promise<unknown>;
  /** The keys when they never change while the site runs (no Contentful): no read at all. */
  fixed?: (() => string[]) | null;
}

export interface KnownIndex {
  lookUp(key: string): Promise<Lookup>;
  /** Every successful read of the family, by the pages or the proxy, lands here. */
  record(keys: Iterable<string>): void;
  /** Reads again at once (the webhook's word that entries changed). */
  refresh(): void;
  /** Starts a read unless one is under way or the bucket is empty; resolves within the wait. */
  readWithinWait(): Promise<void>;
  known(): Set<string> | null;
}

export function knownIndex({ name, builtRoute, read, fixed }: KnownIndexOptions): KnownIndex {
  const key = Symbol.for(`kestrel.knownIndex.${name}`);
  const state: IndexState = ((globalThis as { [key]?: IndexState })[key] ??= {
    known: null,
    inFlight: null,
    waitEndsAt: 0,
    freshReads: tokenBucket({ burst: 5, intervalMs: 2000 }),
  });
  let built: Set<string> | null = null;
  const ofBuild = () =>
    (built ??= new Set(
      prerenderManifest()
        .routes.map((route) => builtRoute.exec(route)?.[1])
        .filter((segment): segment is string => segment !== undefined)
        .map(slugFromSegment),
    ));

  const refresh = () => {
    if (!state.inFlight) state.waitEndsAt = Date.now() + LOOKUP_WAIT_MS;
    state.inFlight ??= read()
      .catch((error: unknown) => console.error(`[${name}] the list could not be read from Contentful`, error))
      .finally(() => {
        state.inFlight = null;
      });
    return state.inFlight;
  };

  const readWithinWait = async () => {
    if (!state.inFlight && !state.freshReads.take()) return;
    const reading = refresh();
    await Promise.race([reading, new Promise((resolve) => setTimeout(resolve, Math.max(0, state.waitEndsAt - Date.now())))]);
  };

  return {
    async lookUp(candidate) {
      if (fixed) {
        state.known ??= new Set(fixed());
        return state.known.has(candidate) ? 'known' : 'unknown';
      }
      if (state.known?.has(candidate) || (!state.known && ofBuild().has(candidate))) return 'known';
      await readWithinWait();
      return state.known?.has(candidate) ? 'known' : 'unknown';
    },
    record(keys) {
      state.known = new Set(keys);
    },
    refresh() {
      if (!fixed) void refresh();
    },
    readWithinWait,
    known: () => state.known,
  };
}
