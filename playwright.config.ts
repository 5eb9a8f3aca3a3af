import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { origin, ports } from './e2e/support/ports';
import { chromiumFlags, testChromiumPath } from './scripts/chromium.mjs';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  // Two workers a core: the tests wait on servers, sockets and timers about as much as they compute.
  workers: 2 * os.availableParallelism(),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    browserName: 'chromium',
    // DOM snapshots and screenshots for every action cost the suite about a third of its time; a
    // failure still keeps the actions, console and network (`--trace on` records everything).
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    launchOptions: {
      // Debian's Chromium (test tools cannot download browsers here); CHROMIUM_PATH overrides it.
      executablePath: testChromiumPath,
      args: chromiumFlags,
    },
  },
  // Workers take tests in this order: the live build's files, each one chain of tests, start first so they run beside
  // main's many short tests rather than alone at the end. They run one file at a time: they change one Contentful space,
  // and a webhook expires every kind of content, so one file's webhook would turn another's cached pages stale mid-test.
  projects: [
    { name: 'live', testMatch: /\.live\.spec\.ts$/, workers: 1, use: { baseURL: origin(ports.live) } },
    { name: 'main', testIgnore: /\.(defaults|offline|live)\.spec\.ts$/, use: { baseURL: origin(ports.main) } },
    { name: 'defaults', testMatch: /\.defaults\.spec\.ts$/, use: { baseURL: origin(ports.defaults) } },
    { name: 'offline', testMatch: /\.offline\.spec\.ts$/, use: { baseURL: origin(ports.offline) } },
  ],
});
