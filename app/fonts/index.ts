import localFont from 'next/font/local';

/**
 * The display face for headings, self-hosted (no request to a font CDN at build or run time) and
 * subset by scripts/fonts/subset.sh to one bold weight and the Latin characters the site uses.
 * It is preloaded and shown only if it arrives within the first paint's short block period
 * (`optional`); otherwise that page keeps the fallback and the next page has the font from cache,
 * so headings never reflow when a font arrives. Body text is set in each device's own interface
 * font (see app/globals.css) and needs no download.
 */
export const display = localFont({
  src: './bricolage-grotesque-latin-700.woff2',
  weight: '700',
  variable: '--font-bricolage',
  display: 'optional',
});
