import 'server-only';
import { IS_BUILD } from './build-phase';

const FIRST_READ_WAIT_MS = 5000;

export function withinFirstReadWait<T>(promise: Promise<T>): Promise<T> {
  if (IS_BUILD) return promise;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from Contentful within ${FIRST_READ_WAIT_MS} ms`)), FIRST_READ_WAIT_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
