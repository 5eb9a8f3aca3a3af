import 'server-only';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildFolder } from '@/lib/build-folder';
import { withinFirstReadWait } from './first-read-wait';

// Once the space has given a kind of content, an outage shows the last good read of it, never content/'s samples:
// content/ stands in only for a space that was never read. Kept in memory and in a file of the build output, so
// `next build`'s own read, and each one since, outlast a restart of the server.

/** Beside Next's own files: a copy of the build carries it, and a new build starts from its own read. */
export const LAST_READS_FOLDER = 'contentful-last-reads';

interface State {
  json: string | null;
  value: unknown;
  fromDisk: boolean;
}

export interface Kept<T> {
  value: T;
  /** True when Contentful (or the cache of its reads) did not answer in time and an earlier read stands in. */
  stale: boolean;
}

export interface LastRead<T> {
  keep(value: T): void;
  latest(): T | null;
  /** The read, within the first-read wait; else the last good read; else `embedded`, for a space never read. */
  within(reading: Promise<T>, embedded: () => T): Promise<Kept<T>>;
}

/** `what` names the content in the server log; values must survive JSON, as Next's cache stores them so too. */
export function lastRead<T>(name: string, what: string): LastRead<T> {
  // On globalThis: the proxy and the routes are bundled apart.
  const key = Symbol.for(`kestrel.lastRead.${name}`);
  const state: State = ((globalThis as { [key]?: State })[key] ??= { json: null, value: null, fromDisk: false });
  const file = () => path.resolve(process.cwd(), buildFolder(), LAST_READS_FOLDER, `${name}.json`);

  const latest = (): T | null => {
    if (state.json === null && !state.fromDisk) {
      state.fromDisk = true;
      try {
        const json = readFileSync(file(), 'utf8');
        state.value = JSON.parse(json);
        state.json = json;
      } catch {
        // None yet: this build never read the space.
      }
    }
    return state.json === null ? null : (state.value as T);
  };

  const keep = (value: T) => {
    const json = JSON.stringify(value);
    if (json === state.json) return;
    state.json = json;
    state.value = value;
    // Written whole, then renamed: a server starting meanwhile reads the old copy or the new, never half of one.
    const target = file();
    const draft = `${target}.${process.pid}.tmp`;
    try {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(draft, json);
      renameSync(draft, target);
    } catch (error) {
      console.error(`The last ${what} read from Contentful could not be saved; this server keeps it in memory`, error);
    }
  };

  return {
    keep,
    latest,
    async within(reading, embedded) {
      try {
        const value = await withinFirstReadWait(reading);
        keep(value);
        return { value, stale: false };
      } catch (error) {
        reading.catch(() => {});
        const last = latest();
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
