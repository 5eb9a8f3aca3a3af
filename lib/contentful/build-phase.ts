import 'server-only';

export const IS_BUILD = process.env.NEXT_PHASE === 'phase-production-build';

// One read per build process, failed or not: a Contentful outage costs `next build` one wait, not one per page.
export function oncePerBuild<T>(load: () => Promise<T>, isBuild = IS_BUILD): () => Promise<T> {
  let reading: Promise<T> | undefined;
  return () => (isBuild ? (reading ??= load()) : load());
}
