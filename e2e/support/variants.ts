import { FAQ_WIDGET_URL, FORM_ACTION_URL } from '../servers/form-service';
import { origin, ports } from './ports';

/**
 * The builds of the site that the end-to-end tests run against. Each is built by
 * `next build` into its own folder and served by `next start` on its own port.
 * - main: the blog on the local Content Delivery API stand-in, the built-in contact receiver,
 *   the test FAQ widget.
 * - defaults: no settings at all (embedded sample posts), except a stand-in external form service.
 */
export interface Variant {
  name: 'main' | 'defaults';
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

export const variants: Variant[] = [
  {
    name: 'main',
    port: ports.main,
    env: {
      ...cleared,
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
];

export const variantByName = (name: Variant['name']) => variants.find((variant) => variant.name === name)!;
