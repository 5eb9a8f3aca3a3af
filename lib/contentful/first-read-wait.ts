import 'server-only';
// The first-read wait: a run-time read of films or prices waits this long for Contentful, then the page shows the
// embedded content rather than keep a visitor waiting (docs/architecture.md, Glossary).
import { IS_BUILD } from './build-phase';

export const FIRST_READ_WAIT_MS = 5000;
/**
 * Once a read has outlived the full wait, Contentful is taken to be down: the reads after it wait this long only,
 * so a visitor during an outage gets the last good read within about a second instead of five seconds per kind of
 * content. The first read that answers ends the outage. The reads given up on still run, so an answer arriving
 * later is still stored by the cache.
 */
export const WAIT_DURING_OUTAGE_MS = 1000;

interface State {
  down: boolean;
}

// On globalThis: the proxy and the routes are bundled apart, and one outage concerns both.
const key = Symbol.for('kestrel.contentfulOutage');
const state: State = ((globalThis as { [key]?: State })[key] ??= { down: false });

export function withinFirstReadWait<T>(promise: Promise<T>, isBuild = IS_BUILD): Promise<T> {
  if (isBuild) return promise;
  const waitMs = state.down ? WAIT_DURING_OUTAGE_MS : FIRST_READ_WAIT_MS;
  promise.then(
    () => (state.down = false),
    () => {},
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      state.down = true;
      reject(new Error(`no answer from Contentful within ${waitMs} ms`));
    }, waitMs);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
