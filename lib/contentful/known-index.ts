import 'server-only';
import { prerenderManifest } from '@/lib/prerender-manifest';
import { slugFromSegment } from '@/lib/routes';
import { tokenBucket } from '@/lib/token-bucket';

// Which addresses of a page family exist, for proxy.ts, so a made-up one never reaches a page (each
// would become a page-cache entry), and the family's last list read. The pages' own reads record
// what they find here, so the proxy and the pages share one index; a fresh read, for a key nobody
// has seen, is shared by all who wait on it and limited by one token bucket, so a flood of made-up
// addresses cannot spend the API quota.

export type Lookup = 'known' | 'unknown';

/** How long a visitor waits on Contentful for an address no entry is known by. */
export const LOOKUP_WAIT_MS = 1000;

interface IndexState<T> {
  /** Keys from the last successful read; null until one. */
  known: Set<string> | null;
  latest: T | null;
  inFlight: Promise<unknown> | null;
  waitEndsAt: number;
  freshReads: ReturnType<typeof tokenBucket>;
}

interface KnownIndexOptions<T> {
  /** Names the index's state on globalThis: the proxy and the routes are bundled apart. */
  name: string;
  /** The family's pre-rendered pages in the build's manifest: known without asking Contentful. */
  builtRoute: RegExp;
  /** A fresh read of the whole family; it records its result itself (through `record`). */
  read: () => Promise<T>;
  keysOf: (value: T) => Iterable<string>;
  /** The list when it never changes while the site runs (no Contentful): no read at all. */
  fixed?: (() => T) | null;
}

interface KnownIndex<T> {
  lookUp(key: string): Promise<Lookup>;
  /** Every successful read of the family, by the pages or the proxy, lands here. */
  record(value: T): void;
  /** The last list read, or null while Contentful has never answered. */
  latest(): T | null;
  /** Reads again at once (the webhook's word that entries changed). */
  refresh(): void;
  /**
   * Joins the read under way, or starts one if the bucket allows; waits for it (at most
   * LOOKUP_WAIT_MS with `withinWait`, after which it goes on in the background for the next visitor).
   */
  readAgain(options?: { withinWait?: boolean }): Promise<void>;
}

export function knownIndex<T>({ name, builtRoute, read, keysOf, fixed }: KnownIndexOptions<T>): KnownIndex<T> {
  const key = Symbol.for(`kestrel.knownIndex.${name}`);
  const state: IndexState<T> = ((globalThis as { [key]?: IndexState<T> })[key] ??= {
    known: null,
    latest: null,
    inFlight: null,
    waitEndsAt: 0,
    freshReads: tokenBucket({ burst: 5, intervalMs: 2000 }),
  });
  const record = (value: T) => {
    state.known = new Set(keysOf(value));
    state.latest = value;
  };
  if (fixed && !state.latest) record(fixed());
  let built: Set<string> | null = null;
  const ofBuild = () =>
    (built ??= new Set(
      prerenderManifest()
        .routes.map((route) => builtRoute.exec(route)?.[1])
        .filter((segment): segment is string => segment !== undefined)
        .map(slugFromSegment),
    ));

  /** The read under way, or a new one; a failure is logged once per read, not per visitor. */
  const start = (): Promise<T> => {
    if (!state.inFlight) {
      state.waitEndsAt = Date.now() + LOOKUP_WAIT_MS;
      const reading = read();
      state.inFlight = reading;
      reading
        .catch((error: unknown) => console.error(`[${name}] the list could not be read from Contentful`, error))
        .finally(() => {
          state.inFlight = null;
        });
    }
    return state.inFlight as Promise<T>;
  };
  /** Resolves when the read ends, failed or not. */
  const settled = () =>
    start().then(
      () => undefined,
      () => undefined,
    );

  const readAgain = async ({ withinWait = false } = {}) => {
    if (fixed) return;
    if (!state.inFlight && !state.freshReads.take()) return;
    const reading = settled();
    if (!withinWait) return void (await reading);
    await Promise.race([reading, new Promise((resolve) => setTimeout(resolve, Math.max(0, state.waitEndsAt - Date.now())))]);
  };

  return {
    async lookUp(candidate) {
      // Before Contentful first answers, the pages the build rendered count (an outage at start turns none away).
      if (state.known?.has(candidate) || (!state.known && ofBuild().has(candidate))) return 'known';
      await readAgain({ withinWait: true });
      return state.known?.has(candidate) ? 'known' : 'unknown';
    },
    record,
    latest: () => state.latest,
    refresh() {
      if (!fixed) void settled();
    },
    readAgain,
  };
}
