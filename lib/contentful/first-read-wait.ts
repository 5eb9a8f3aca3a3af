import 'server-only';
// The first-read wait: a run-time read of films or prices waits this long for Contentful, then the page shows the
// embedded content rather than keep a visitor waiting (docs/architecture.md, Glossary).
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
