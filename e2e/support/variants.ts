import { CONTENTFUL, contentfulHost } from '../servers/contentful';
import { FAQ_WIDGET_URL, FORM_ACTION_URL } from '../servers/form-service';
import { origin, ports } from './ports';

/**
 * The builds of the site that the end-to-end tests run against. Each is built by
 * `next build` into its own folder and served by `next start` on its own port.
 * - main: the blog on the local Content Delivery API stand-in, the built-in contact receiver,
 *   the test FAQ widget.
 * - defaults: no settings at all (embedded sample posts), except a stand-in external form service.
 * - offline: like main, but built while its Contentful space is unreachable (the blog's
 *   error state and its recovery); tests in *.offline.spec.ts.
 */
export interface Variant {
  name: 'main' | 'defaults' | 'offline';
  port: number;
  env: Record<string, string>;
}

/** Every setting cleared, so a developer's own environment cannot leak into a test build. */
const cleared: Record<string, string> = {
  CONTENTFUL_SPACE_ID: '',
  CONTENTFUL_ACCESS_TOKEN: '',
  CONTENTFUL_PREVIEW_ACCESS_TOKEN: '',
  CONTENTFUL_ENVIRONMENT: '',
  CONTENTFUL_HOST: '',
  CONTENTFUL_BLOG_CONTENT_TYPE: '',
  CONTENTFUL_REVALIDATE_SECRET: '',
  CONTENTFUL_PREVIEW_SECRET: '',
  CONTACT_FORM_ACTION: '',
  FAQ_WIDGET_SCRIPT_URL: '',
};

export const distDir = (variant: Variant) => `.next-e2e/${variant.name}`;

/** Secrets of the blog's webhook and draft preview in the test builds. */
export const E2E_SECRETS = {
  revalidate: 'e2e-revalidate-secret-0123456789',
  preview: 'e2e-preview-secret-0123456789',
} as const;

/** The blog on the Content Delivery API stand-in (e2e/servers/contentful.ts). */
const contentful = (space: string): Record<string, string> => ({
  CONTENTFUL_SPACE_ID: space,
  CONTENTFUL_ACCESS_TOKEN: CONTENTFUL.deliveryToken,
  CONTENTFUL_PREVIEW_ACCESS_TOKEN: CONTENTFUL.previewToken,
  CONTENTFUL_HOST: contentfulHost(),
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
      ...contentful(CONTENTFUL.offlineSpace),
      SITE_URL: origin(ports.offline),
      CONTACT_ENQUIRIES_FILE: '.next-e2e/offline-enquiries.jsonl',
    },
  },
];

export const variantByName = (name: Variant['name']) => variants.find((variant) => variant.name === name)!;
