import localFont from 'next/font/local';

/**
 * Subset by scripts/fonts/subset.sh. `optional`: a font arriving late waits for the next page, so headings
 * never reflow. Body text uses each device's own interface font.
 */
export const display = localFont({
  src: './bricolage-grotesque-latin-700.woff2',
  weight: '700',
  variable: '--font-bricolage',
  display: 'optional',
});
