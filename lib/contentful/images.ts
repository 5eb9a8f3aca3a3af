import type { ImageLoaderProps } from 'next/image';

/** Contentful's Images API: it serves the space's images and resizes and converts them on request. */
export const CONTENTFUL_IMAGE_ORIGIN = 'https://images.ctfassets.net';

const DEFAULT_QUALITY = 75;

/** Whether an image address is served by Contentful's Images API (and so sized by it). */
export function isContentfulImage(src: string): boolean {
  return src.startsWith(`${CONTENTFUL_IMAGE_ORIGIN}/`);
}

/**
 * A next/image loader for Contentful's images: each `srcset` candidate asks the Images API for
 * that width at the page's quality as WebP (which every browser the site supports decodes), so
 * the browser downloads from Contentful's CDN directly instead of through the site's optimiser.
 * Parameters already on the address (a crop, a focus area) are kept; size, quality and format
 * are the loader's.
 */
export function contentfulImageLoader({ src, width, quality }: ImageLoaderProps): string {
  const url = new URL(src);
  url.searchParams.set('w', String(width));
  url.searchParams.set('q', String(quality ?? DEFAULT_QUALITY));
  url.searchParams.set('fm', 'webp');
  return url.toString();
}
