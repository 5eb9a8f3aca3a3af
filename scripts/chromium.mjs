/**
 * Debian's Chromium, launched the same way by the browser tests and the benchmark: headless,
 * without the sandbox (containers), and without background traffic that would disturb timings.
 * CHROMIUM_PATH overrides the binary on other systems.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
