'use client';

import { preload } from 'react-dom';

interface ImagePreloadProps {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** A client component so it runs when the page renders, never on a prefetch: prefetching downloads no images. */
export function ImagePreload({ src, srcSet, sizes }: ImagePreloadProps) {
  preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
  return null;
}
