'use client';

import { preload } from 'react-dom';

interface ImagePreloadProps {
  src: string;
  srcSet?: string;
  sizes?: string;
  type?: string;
}

/** A client component so it runs when the page renders, never on a prefetch: prefetching downloads no images. */
export function ImagePreload({ src, srcSet, sizes, type }: ImagePreloadProps) {
  preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high', ...(type && { type }) });
  return null;
}
