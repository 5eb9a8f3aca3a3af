import 'server-only';

// The build phase: during `next build` each Contentful read is made once per process, not once per page
// (docs/architecture.md, Glossary).

export const IS_BUILD = process.env.NEXT_PHASE === 'phase-production-build';

// One read per build process, failed or not: a Contentful outage costs `next build` one wait, not one per page.
export function oncePerBuild<T>(load: () => Promise<T>, isBuild = IS_BUILD): () => Promise<T> {
  let reading: Promise<T> | undefined;
  return () => (isBuild ? (reading ??= load()) : load());
}
