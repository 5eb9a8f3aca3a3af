import 'server-only';
import { prerenderManifest } from '@/lib/prerender-manifest';
import { slugFromSegment } from '@/lib/routes';
import { tokenBucket } from '@/lib/token-bucket';

// Keys of the posts and films that exist, so proxy.ts turns away made-up addresses before each becomes a cache entry.

export type Lookup = 'known' | 'unknown';

// Two reads of every post fit in it on a busy server; a made-up address waits this long only while Contentful is slow.
export const LOOKUP_WAIT_MS = 2000;

interface IndexState<T> {
  known: Set<string> | null;
  latest: T | null;
  inFlight: Promise<unknown> | null;
  waitEndsAt: number;
  freshReads: ReturnType<typeof tokenBucket>;
}

interface KnownIndexOptions<T> {
  name: string;
  builtRoute: RegExp;
  read: () => Promise<T>;
  keysOf: (value: T) => Iterable<string>;
  fixed?: (() => T) | null;
  kept?: () => T | null;
}

interface KnownIndex<T> {
  lookUp(key: string): Promise<Lookup>;
  knownNow(key: string): boolean;
  record(value: T): void;
  latest(): T | null;
  refresh(): void;
  readAgain(options?: { withinWait?: boolean; until?: number }): Promise<void>;
}

export function knownIndex<T>({ name, builtRoute, read, keysOf, fixed, kept }: KnownIndexOptions<T>): KnownIndex<T> {
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
  if (!state.latest) {
    const known = fixed ? fixed() : kept?.();
    if (known) record(known);
  }
  let built: Set<string> | null = null;
  const ofBuild = () =>
    (built ??= new Set(
      prerenderManifest()
        .routes.map((route) => builtRoute.exec(route)?.[1])
        .filter((segment): segment is string => segment !== undefined)
        .map(slugFromSegment),
    ));

  // From the last read, reading nothing; before Contentful first answers, the pages the build rendered count.
  const knownNow = (candidate: string) => state.known?.has(candidate) || (!state.known && ofBuild().has(candidate));

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
  const settled = () =>
    start().then(
      () => undefined,
      () => undefined,
    );

  const readAgain = async ({ withinWait = false, until = Infinity } = {}) => {
    if (fixed) return;
    if (!state.inFlight && !state.freshReads.take()) return;
    const reading = settled();
    if (!withinWait) return void (await reading);
    const waitMs = Math.max(0, Math.min(state.waitEndsAt, until) - Date.now());
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([reading, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
  };

  return {
    knownNow,
    async lookUp(candidate) {
      if (knownNow(candidate)) return 'known';
      const joinsEarlierRead = state.inFlight !== null;
      const until = Date.now() + LOOKUP_WAIT_MS;
      await readAgain({ withinWait: true });
      // A read that began before this visitor asked may predate the entry: one more, within the same wait.
      if (joinsEarlierRead && !state.known?.has(candidate) && Date.now() < until) await readAgain({ withinWait: true, until });
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
