import { defineConfig } from '@playwright/test';
import { origin, ports } from './e2e/support/ports';

/** Debian's Chromium (test tools cannot download browsers here); override for other systems. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'main', testIgnore: /\.(defaults|offline)\.spec\.ts$/, use: { baseURL: origin(ports.main) } },
    { name: 'defaults', testMatch: /\.defaults\.spec\.ts$/, use: { baseURL: origin(ports.defaults) } },
    { name: 'offline', testMatch: /\.offline\.spec\.ts$/, use: { baseURL: origin(ports.offline) } },
  ],
});
