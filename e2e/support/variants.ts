import path from 'node:path';
import { SETTING_NAMES } from '../../lib/env';
import { CONTENTFUL, standInSettings } from '../servers/contentful';
import { FAQ_WIDGET_URL, FORM_ACTION_URL } from '../servers/form-service';
import { SMTP_SETTINGS } from '../servers/smtp';
import { origin, ports } from './ports';

/**
 * The builds of the site that the end-to-end tests run against. Each is built by
 * `next build` into its own folder and served by `next start` on its own port.
 * - main: the blog on the local Content Delivery API stand-in, the built-in contact receiver
 *   mailing the SMTP stand-in (retries every fraction of a second), the test FAQ widget. The
 *   test runner counts as one trusted proxy, so each test posts as a client of its own by
 *   setting X-Forwarded-For; the rate limit keeps its default.
 * - defaults: no settings at all (embedded sample posts), except a stand-in external form service.
 * - offline: like main, but built while its Contentful space is unreachable (the blog's
 *   error state and its recovery); tests in *.offline.spec.ts.
 * - live: the blog on a Contentful space of its own, for the tests that publish, change or
 *   break what Contentful holds (*.live.spec.ts), so the tests reading main's space in
 *   parallel (lists, screenshots) never see their posts or their outages.
 */
export interface Variant {
  name: 'main' | 'defaults' | 'offline' | 'live';
  port: number;
  env: Record<string, string>;
}

/** Every setting cleared, so a developer's own environment cannot leak into a test build. */
const cleared: Record<string, string> = Object.fromEntries(SETTING_NAMES.map((name) => [name, '']));

export const distDir = (variant: Variant) => `.next-e2e/${variant.name}`;

/** Written when a variant's build has finished, with the settings it was built with. */
export const stamp = (variant: Variant) => path.resolve(__dirname, '../..', distDir(variant), 'e2e-settings.json');

/** The `next` command of the project's own install, run with this Node. */
export const nextBin = path.resolve(__dirname, '../../node_modules/.bin/next');

/**
 * `next start` arguments for a test server, bound to loopback as operators bind it behind a proxy (`host` names
 * another address). Node closes a connection idle for 5 s, and a test that reuses one at that instant gets
 * ECONNRESET; test clients often pause longer between steps.
 */
export const nextStartArgs = (port: number, host: string | null = '127.0.0.1') => [
  'start',
  '-p',
  String(port),
  ...(host === null ? [] : ['-H', host]),
  '--keepAliveTimeout',
  '600000',
];

/** Secrets of the blog's webhook and draft preview in the test builds. */
export const E2E_SECRETS = {
  revalidate: 'e2e-revalidate-secret-0123456789',
  preview: 'e2e-preview-secret-0123456789',
} as const;

/**
 * How the test builds wait on Contentful: fewer retries of a failed read, and the error state
 * rendered again within seconds, so the tests of outages and recovery poll for seconds, not minutes.
 */
export const E2E_CONTENTFUL_TIMING = { retryLimit: 2, retrySeconds: 2 } as const;

/** The offline variant retries once: it is rebuilt every run, and each page of its build waits out its failed reads. */
export const E2E_OFFLINE_TIMING = { ...E2E_CONTENTFUL_TIMING, retryLimit: 1 } as const;

/** The blog on the Content Delivery API stand-in (e2e/servers/contentful.ts). */
const contentful = (
  space: string,
  timing: { retryLimit: number; retrySeconds: number } = E2E_CONTENTFUL_TIMING,
): Record<string, string> => ({
  CONTENTFUL_RETRY_LIMIT: String(timing.retryLimit),
  BLOG_RETRY_SECONDS: String(timing.retrySeconds),
  ...standInSettings(space),
  CONTENTFUL_REVALIDATE_SECRET: E2E_SECRETS.revalidate,
  CONTENTFUL_PREVIEW_SECRET: E2E_SECRETS.preview,
});

export const variants: Variant[] = [
  {
    name: 'main',
    port: ports.main,
    env: {
      ...cleared,
      ...contentful(CONTENTFUL.space),
      SITE_URL: origin(ports.main),
      CONTACT_ENQUIRIES_FILE: '.next-e2e/main-enquiries.jsonl',
      CONTACT_TRUSTED_PROXIES: '1',
      ...SMTP_SETTINGS,
      SMTP_RETRY_MS: '200',
      SMTP_RETRY_MAX_MS: '1000',
      FAQ_WIDGET_SCRIPT_URL: FAQ_WIDGET_URL,
    },
  },
  {
    name: 'defaults',
    port: ports.defaults,
    env: {
      ...cleared,
      SITE_URL: origin(ports.defaults),
      CONTACT_ENQUIRIES_FILE: '.next-e2e/defaults-enquiries.jsonl',
      CONTACT_FORM_ACTION: FORM_ACTION_URL,
    },
  },
  {
    name: 'offline',
    port: ports.offline,
    env: {
      ...cleared,
      // Rebuilt on every run, even with E2E_REUSE_BUILD: the build itself (made while
      // Contentful is down) is under test, and a reused one holds the last run's recovery.
      E2E_OFFLINE_BUILD_RUN: (process.env.E2E_OFFLINE_BUILD_RUN ??= String(Date.now())),
      ...contentful(CONTENTFUL.offlineSpace, E2E_OFFLINE_TIMING),
      SITE_URL: origin(ports.offline),
      CONTACT_ENQUIRIES_FILE: '.next-e2e/offline-enquiries.jsonl',
    },
  },
  {
    name: 'live',
    port: ports.live,
    env: {
      ...cleared,
      ...contentful(CONTENTFUL.liveSpace),
      SITE_URL: origin(ports.live),
      CONTACT_ENQUIRIES_FILE: '.next-e2e/live-enquiries.jsonl',
    },
  },
];

export const variantByName = (name: Variant['name']) => variants.find((variant) => variant.name === name)!;
