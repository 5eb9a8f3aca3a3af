import 'server-only';

// A read of Contentful that was under way when the owner's change arrived may hold the content from before it.
// Next's cache would keep it as fresh, since it is stored after the webhook marked the old copy stale, and show
// it until the next scheduled refresh. So a read during which this instance took a webhook is read again.

/** Reads in a row that each saw a webhook before this one gives up, so a burst of publishes cannot hold a read. */
export const READS_PER_CHANGE = 3;

interface State {
  changes: number;
}

// On globalThis: the webhook's route and the pages are bundled apart, and a change concerns both.
const key = Symbol.for('kestrel.contentChanges');
const state: State = ((globalThis as { [key]?: State })[key] ??= { changes: 0 });

/** Called by the webhook, before it marks the cached reads stale. */
export function noteContentChanged(): void {
  state.changes += 1;
}

/**
 * The read, made again while webhooks arrive during it. After READS_PER_CHANGE such reads it fails, so the cache
 * stores nothing: the page shows the last good read meanwhile and asks again soon.
 */
export async function readAfterChanges<T>(read: () => Promise<T>, attempts = READS_PER_CHANGE): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const before = state.changes;
    const value = await read();
    if (state.changes === before) return value;
    if (attempt >= attempts) throw new Error(`Contentful changed during each of ${attempts} reads; not kept`);
  }
}
