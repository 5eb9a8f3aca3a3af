'use client';

import { preload } from 'react-dom';

interface ImagePreloadProps {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * Asks for a page's largest image from the <head>, at high priority. A client component on
 * purpose: it runs when the page renders (into the HTML on the server, or on navigation), never
 * while another page merely prefetches this one, so prefetching downloads no images.
 */
export function ImagePreload({ src, srcSet, sizes }: ImagePreloadProps) {
  preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
  return null;
}
