// Plain JavaScript: `npm run contentful:setup` (a Node script) imports it as well as the site.

/** @type {readonly ['post', 'project']} */
export const PREVIEW_PAGE_TYPES = ['post', 'project'];

/** @typedef {(typeof PREVIEW_PAGE_TYPES)[number]} PreviewPageType */

/** @param {string} siteUrl @param {string} secret @param {PreviewPageType} type */
export function previewUrlPattern(siteUrl, secret, type) {
  if (!PREVIEW_PAGE_TYPES.includes(type)) throw new Error(`Unknown preview page type: ${type}`);
  if (!secret) throw new Error('A preview address needs CONTENTFUL_PREVIEW_SECRET');
  const draft = new URL('/api/draft', siteUrl);
  draft.searchParams.set('secret', secret);
  draft.searchParams.set('type', type);
  // The tokens stay as typed: URLSearchParams would encode their braces.
  return `${draft.href}&slug={entry.fields.slug}&id={entry.sys.id}`;
}
