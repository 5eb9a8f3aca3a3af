import localFont from 'next/font/local';

/**
 * Subset by scripts/fonts/subset.sh. `swap` shows the brand face as soon as it arrives, on the first visit
 * too; until then headings are set in Arial scaled to the face's metrics (the fallback face Next computes
 * from the font file), so the swap moves nothing. Body text uses each device's own interface font.
 */
export const display = localFont({
  src: './bricolage-grotesque-latin-700.woff2',
  weight: '700',
  variable: '--font-bricolage',
  display: 'swap',
  adjustFontFallback: 'Arial',
});
