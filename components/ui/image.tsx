import { getImageProps, type ImageProps as NextImageProps } from 'next/image';

type DataAttributes = { [key: `data-${string}`]: string | boolean | undefined };

export type ImageProps = Pick<
  NextImageProps,
  'src' | 'alt' | 'width' | 'height' | 'fill' | 'sizes' | 'quality' | 'loading' | 'fetchPriority' | 'className'
> &
  DataAttributes & {
    /**
     * For the page's largest paint: loaded at once with high priority, and preloaded from the
     * <head> (React's server renderer writes the preload for every image not loaded lazily).
     */
    preload?: boolean;
  };

/**
 * An optimised, responsive image rendered entirely on the server: the same `srcset`, sizes and
 * lazy loading as `next/image`, without shipping its client component to the browser (the site's
 * images need no placeholder swap or load callbacks). A preload is a hint in this page's HTML
 * only, never in the data other pages prefetch, so prefetching a page does not fetch its images.
 */
export function Image({ preload = false, fetchPriority, loading, ...rest }: ImageProps) {
  const { props } = getImageProps({
    ...rest,
    fetchPriority: fetchPriority ?? (preload ? 'high' : undefined),
    loading: loading ?? (preload ? 'eager' : undefined),
  });
  // eslint-disable-next-line @next/next/no-img-element -- the element next/image would render, built on the server.
  return <img {...props} alt={rest.alt} />;
}
