import 'server-only';

// A read under way when a webhook arrives may hold the old content, which Next's cache would store as fresh: read again.

export const READS_PER_CHANGE = 3;

interface State {
  changes: number;
}

// On globalThis: the webhook's route and the pages are bundled apart, and a change concerns both.
const key = Symbol.for('kestrel.contentChanges');
const state: State = ((globalThis as { [key]?: State })[key] ??= { changes: 0 });

export function noteContentChanged(): void {
  state.changes += 1;
}

/** Fails after `attempts` disturbed reads, so the cache stores nothing and the page shows the last good read. */
export async function readAfterChanges<T>(read: () => Promise<T>, attempts = READS_PER_CHANGE): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const before = state.changes;
    const value = await read();
    if (state.changes === before) return value;
    if (attempt >= attempts) throw new Error(`Contentful changed during each of ${attempts} reads; not kept`);
  }
}
