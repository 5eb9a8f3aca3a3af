import 'server-only';
import { IS_BUILD } from './build-phase';

export const FIRST_READ_WAIT_MS = 5000;
// After one read outlives the full wait, Contentful counts as down until a read answers; late answers are still cached.
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
