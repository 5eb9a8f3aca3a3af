import type { ImageLoaderProps } from 'next/image';

export const CONTENTFUL_IMAGE_ORIGIN = 'https://images.ctfassets.net';

const DEFAULT_QUALITY = 75;

export function isContentfulImage(src: string): boolean {
  return src.startsWith(`${CONTENTFUL_IMAGE_ORIGIN}/`);
}

export function contentfulImageLoaderAs(format: 'webp' | 'avif') {
  return ({ src, width, quality }: ImageLoaderProps): string => {
    const url = new URL(src);
    url.searchParams.set('w', String(width));
    url.searchParams.set('q', String(quality ?? DEFAULT_QUALITY));
    url.searchParams.set('fm', format);
    return url.toString();
  };
}

export const contentfulImageLoader = contentfulImageLoaderAs('webp');
