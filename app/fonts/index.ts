import localFont from 'next/font/local';

/**
 * Self-hosted variable fonts (no request to a font CDN at build or run time), subset by
 * scripts/fonts/subset.sh to the weights and Latin characters the site uses.
 */
export const sans = localFont({
  src: './inter-latin-wght-400-700.woff2',
  weight: '400 700',
  variable: '--font-inter',
  display: 'swap',
});

export const display = localFont({
  src: './bricolage-grotesque-latin-wght-500-800.woff2',
  weight: '500 800',
  variable: '--font-bricolage',
  display: 'swap',
});
