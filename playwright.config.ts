import { defineConfig } from '@playwright/test';
import { origin, ports } from './e2e/support/ports';
import { chromiumFlags, testChromiumPath } from './scripts/chromium.mjs';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium (test tools cannot download browsers here); CHROMIUM_PATH overrides it.
      executablePath: testChromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [
    { name: 'main', testIgnore: /\.(defaults|offline|live)\.spec\.ts$/, use: { baseURL: origin(ports.main) } },
    { name: 'defaults', testMatch: /\.defaults\.spec\.ts$/, use: { baseURL: origin(ports.defaults) } },
    { name: 'offline', testMatch: /\.offline\.spec\.ts$/, use: { baseURL: origin(ports.offline) } },
    { name: 'live', testMatch: /\.live\.spec\.ts$/, use: { baseURL: origin(ports.live) } },
  ],
});
