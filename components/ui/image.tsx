import { getImageProps, type ImageProps as NextImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

type DataAttributes = { [key: `data-${string}`]: string | boolean | undefined };

export type ImageProps = Pick<
  NextImageProps,
  'src' | 'alt' | 'width' | 'height' | 'fill' | 'sizes' | 'quality' | 'loading' | 'fetchPriority' | 'className'
> &
  DataAttributes & {
    /** Hint the browser to fetch the image at once: only for the page's largest paint. */
    preload?: boolean;
  };

/**
 * An optimised, responsive image rendered entirely on the server: the same `srcset`, sizes and
 * lazy loading as `next/image`, without shipping its client component to the browser (the site's
 * images need no placeholder swap or load callbacks).
 */
export function Image({ preload = false, fetchPriority, loading, ...rest }: ImageProps) {
  const { props } = getImageProps({
    ...rest,
    fetchPriority: fetchPriority ?? (preload ? 'high' : undefined),
    loading: loading ?? (preload ? 'eager' : undefined),
  });
  if (preload) {
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- the element next/image would render, built on the server.
  return <img {...props} alt={rest.alt} />;
}
