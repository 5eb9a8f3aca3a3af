// Plain JavaScript: `npm run contentful:setup` (a Node script) imports it as well as the site.

/**
 * The page families a preview address can open, by the `type` it carries. Each needs a path in
 * app/api/draft/route.ts (the type checker holds the two lists together).
 * @type {readonly ['post', 'project']}
 */
export const PREVIEW_PAGE_TYPES = ['post', 'project'];

/** @typedef {(typeof PREVIEW_PAGE_TYPES)[number]} PreviewPageType */

/**
 * The preview address Contentful's content preview platform opens for an entry of a page family:
 * Contentful fills in the `{entry.…}` tokens, and the draft route opens the page by the slug, else by the id.
 * @param {string} siteUrl The site's public origin (SITE_URL).
 * @param {string} secret CONTENTFUL_PREVIEW_SECRET.
 * @param {PreviewPageType} type
 * @returns {string}
 */
export function previewUrlPattern(siteUrl, secret, type) {
  if (!PREVIEW_PAGE_TYPES.includes(type)) throw new Error(`Unknown preview page type: ${type}`);
  if (!secret) throw new Error('A preview address needs CONTENTFUL_PREVIEW_SECRET');
  const draft = new URL('/api/draft', siteUrl);
  draft.searchParams.set('secret', secret);
  draft.searchParams.set('type', type);
  // The tokens stay as typed: URLSearchParams would encode their braces.
  return `${draft.href}&slug={entry.fields.slug}&id={entry.sys.id}`;
}
