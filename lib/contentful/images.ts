import type { ImageLoaderProps } from 'next/image';

export const CONTENTFUL_IMAGE_ORIGIN = 'https://images.ctfassets.net';

const DEFAULT_QUALITY = 75;

export function isContentfulImage(src: string): boolean {
  return src.startsWith(`${CONTENTFUL_IMAGE_ORIGIN}/`);
}

// AVIF looks as good as WebP at a lower quality number: Next's optimizer scales it by 50/80 for its own files, and a
// picture from Contentful is asked for the same, so it weighs what the site's own file would.
const AVIF_QUALITY_SCALE = 50 / 80;

export function contentfulImageLoaderAs(format: 'webp' | 'avif') {
  return ({ src, width, quality = DEFAULT_QUALITY }: ImageLoaderProps): string => {
    const url = new URL(src);
    url.searchParams.set('w', String(width));
    url.searchParams.set('q', String(format === 'avif' ? Math.max(1, Math.round(quality * AVIF_QUALITY_SCALE)) : quality));
    url.searchParams.set('fm', format);
    return url.toString();
  };
}

export const contentfulImageLoader = contentfulImageLoaderAs('webp');
