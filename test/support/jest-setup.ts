// Tests in a browser-like environment wait for lazily loaded parts (the video overlay, the toasts). On a
// loaded two-core machine a dynamic import can take longer than Testing Library's default second.
if (typeof document !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { configure } = require('@testing-library/react') as typeof import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}
