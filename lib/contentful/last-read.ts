import 'server-only';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildFolder } from '@/lib/build-folder';
import { env } from '@/lib/env';
import { connectRedis } from '@/lib/redis-client.mjs';
import { IS_BUILD } from './build-phase';
import { withinFirstReadWait } from './first-read-wait';

// In an outage the last good read stands in (content/ only for a space never read): in memory, on disk and in Redis.

export const LAST_READS_FOLDER = 'contentful-last-reads';

const SHARED_WAIT_MS = 1000;
// Expiry lets the keys of builds no longer deployed leave Redis by themselves.
export const SHARED_KEEP_SECONDS = 30 * 24 * 60 * 60;
export const SHARED_REFRESH_MS = 24 * 60 * 60 * 1000;

interface State {
  json: string | null;
  value: unknown;
  at: number;
  fromDisk: boolean;
  sharedAt?: number;
}

export interface Kept<T> {
  value: T;
  stale: boolean;
}

export interface LastRead<T> {
  keep(value: T): void;
  latest(): T | null;
  newest(): Promise<T | null>;
  within(reading: Promise<T>, embedded: () => T): Promise<Kept<T>>;
}

interface Stamped {
  at: number;
  json: string;
}

interface SharedReads {
  get(key: string): Promise<Stamped | null>;
  set(key: string, stamped: Stamped): Promise<boolean>;
  keyOf(name: string, everyBuild: boolean): string;
  close(): void;
}

const readBuildId = () => {
  try {
    return readFileSync(path.resolve(process.cwd(), buildFolder(), 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'dev';
  }
};

function bounded<T>(promise: Promise<T>): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), SHARED_WAIT_MS)));
  return Promise.race([promise.catch(() => null), late]).finally(() => clearTimeout(timer));
}

function redisReads(url: string): SharedReads {
  const build = readBuildId();
  // Keyed by build, as Next's cache is (another build may read the space into another shape), unless it outlives builds.
  const keyOf = (name: string, everyBuild: boolean) => `kestrel:${everyBuild ? '' : `${build}:`}${LAST_READS_FOLDER}:${name}`;
  const client = connectRedis(url, {
    onDown: (error) =>
      console.error(`Last reads of Contentful: Redis is unreachable (${error.message}); each instance keeps its own meanwhile`),
    onUp: () => console.info('Last reads of Contentful: Redis answers again; the instances share them again'),
  });
  return {
    keyOf,
    async get(key) {
      if (!client.isReady) return null;
      const json = await bounded(client.get(key));
      if (!json) return null;
      try {
        const stamped = JSON.parse(json) as { at: number; value: unknown };
        return { at: stamped.at, json: JSON.stringify(stamped.value) };
      } catch {
        return null;
      }
    },
    close: () => client.destroy(),
    async set(key, { at, json }) {
      if (!client.isReady) return false;
      return (await bounded(client.set(key, `{"at":${at},"value":${json}}`, { EX: SHARED_KEEP_SECONDS }))) !== null;
    },
  };
}

const SHARED = Symbol.for('kestrel.lastRead.shared');

function sharedReads(): SharedReads | null {
  if (IS_BUILD || !env.REDIS_URL) return null;
  const holder = globalThis as { [SHARED]?: SharedReads };
  return (holder[SHARED] ??= redisReads(env.REDIS_URL));
}

export function closeSharedReads() {
  const holder = globalThis as { [SHARED]?: SharedReads };
  holder[SHARED]?.close();
  delete holder[SHARED];
}

interface LastReadOptions {
  /** Also kept in Next's cache folder (which `next build` leaves in place) and under a Redis key of no build. */
  everyBuild?: boolean;
}

/** `what` names the content in the server log; values must survive JSON, as Next's cache stores them so too. */
export function lastRead<T>(name: string, what: string, { everyBuild = false }: LastReadOptions = {}): LastRead<T> {
  // On globalThis: the proxy and the routes are bundled apart. Looked up on each use, as a restart would start anew.
  const key = Symbol.for(`kestrel.lastRead.${name}`);
  const stateOf = (): State => ((globalThis as { [key]?: State })[key] ??= { json: null, value: null, at: 0, fromDisk: false });
  const files = () =>
    (everyBuild ? [LAST_READS_FOLDER, path.join('cache', LAST_READS_FOLDER)] : [LAST_READS_FOLDER]).map((folder) =>
      path.resolve(process.cwd(), buildFolder(), folder, `${name}.json`),
    );

  const latest = (): T | null => {
    const state = stateOf();
    if (state.json === null && !state.fromDisk) {
      state.fromDisk = true;
      for (const file of files()) {
        try {
          const at = statSync(file).mtimeMs;
          if (state.json !== null && at <= state.at) continue;
          const json = readFileSync(file, 'utf8');
          state.value = JSON.parse(json);
          state.json = json;
          state.at = at;
        } catch {
          // None yet: this build never read the space.
        }
      }
    }
    return state.json === null ? null : (state.value as T);
  };

  const save = (json: string) => {
    for (const target of files()) {
      // Written whole, then renamed: a server starting meanwhile reads the old copy or the new, never half of one.
      const draft = `${target}.${process.pid}.tmp`;
      try {
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(draft, json);
        renameSync(draft, target);
      } catch (error) {
        console.error(`The last ${what} read from Contentful could not be saved; this server keeps it in memory`, error);
      }
    }
  };

  const keep = (value: T) => {
    const state = stateOf();
    const json = JSON.stringify(value);
    latest();
    state.at = Date.now();
    const changed = json !== state.json;
    if (changed) {
      state.json = json;
      state.value = value;
      save(json);
    } else if (state.sharedAt !== undefined && state.at - state.sharedAt < SHARED_REFRESH_MS) return;
    const shared = sharedReads();
    if (!shared) return;
    const at = state.at;
    void shared.set(shared.keyOf(name, everyBuild), { at, json }).then((written) => {
      if (written) state.sharedAt = at;
    });
  };

  const newest = async (): Promise<T | null> => {
    const state = stateOf();
    const own = latest();
    const shared = sharedReads();
    const other = await shared?.get(shared.keyOf(name, everyBuild));
    if (!other || other.at <= state.at || other.json === state.json) return own;
    state.json = other.json;
    state.value = JSON.parse(other.json);
    state.at = other.at;
    save(other.json);
    return state.value as T;
  };

  return {
    keep,
    latest,
    newest,
    async within(reading, embedded) {
      try {
        const value = await withinFirstReadWait(reading);
        keep(value);
        return { value, stale: false };
      } catch (error) {
        reading.catch(() => {});
        const last = await newest();
        console.error(
          last
            ? `The ${what} could not be loaded from Contentful; the site shows the last it read meanwhile`
            : `The ${what} could not be loaded from Contentful, which was never read; the site shows its own meanwhile`,
          error,
        );
        return last ? { value: last, stale: true } : { value: embedded(), stale: true };
      }
    },
  };
}

/** A type once held and now empty (every film unpublished) shows none: content/'s samples stand only for a type never held. */
export async function typesEverHeld(heldNow: string[], { record = true } = {}): Promise<Set<string>> {
  // Named by space and environment: another one (a staging space on the same Redis, say) has held types of its own.
  const held = lastRead<string[]>(
    `held-types.${env.CONTENTFUL_SPACE_ID}.${env.CONTENTFUL_ENVIRONMENT}`,
    'list of the types the space has held',
    { everyBuild: true },
  );
  await held.newest();
  // Read again after the wait: another read of this process may have noted its own types meanwhile.
  const before = held.latest() ?? [];
  const types = [...new Set([...before, ...heldNow])].sort();
  if (record && types.length > before.length) held.keep(types);
  return new Set(types);
}
