import localFont from 'next/font/local';

/**
 * The display face for headings, self-hosted (no request to a font CDN at build or run time) and
 * subset by scripts/fonts/subset.sh to the weights and Latin characters the site uses. Body text
 * is set in each device's own interface font (see app/globals.css): it needs no download, so the
 * hero image is not kept waiting for one and text never reflows when a font arrives.
 */
export const display = localFont({
  src: './bricolage-grotesque-latin-wght-500-800.woff2',
  weight: '500 800',
  variable: '--font-bricolage',
  display: 'swap',
});
