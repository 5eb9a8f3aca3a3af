// Debian's Chromium, launched the same way by the browser tests and the benchmark: headless,
// without the sandbox (containers), and without background traffic that would disturb timings.
// CHROMIUM_PATH overrides the binary on other systems.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The tests drive Debian's headless shell, the same Blink without the browser's interface: the
// same suite runs in about 60 % of the time, since two cores are shared by both browsers, the
// servers and the tests. The benchmark keeps the full browser, as its figures describe visitors'.
export const testChromiumPath = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

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
