import { getImageProps, type ImageProps as NextImageProps } from 'next/image';
import { contentfulImageLoader, contentfulImageLoaderAs, isContentfulImage } from '@/lib/contentful/images';
import { ImagePreload } from './image-preload';

type DataAttributes = { [key: `data-${string}`]: string | boolean | undefined };

export type ImageProps = Pick<
  NextImageProps,
  'src' | 'alt' | 'width' | 'height' | 'fill' | 'sizes' | 'quality' | 'loading' | 'fetchPriority' | 'className'
> &
  DataAttributes & {
    preload?: boolean;
  };

/** next/image's srcset and lazy loading, rendered on the server without its client component; preloads for this page only. */
export function Image({ preload = false, fetchPriority, loading, ...rest }: ImageProps) {
  const fromContentful = typeof rest.src === 'string' && isContentfulImage(rest.src);
  const options = {
    ...rest,
    fetchPriority: fetchPriority ?? (preload ? 'high' : undefined),
    loading: loading ?? (preload ? 'eager' : undefined),
  } as const;
  const { props } = getImageProps({ ...options, ...(fromContentful && { loader: contentfulImageLoader }) });
  // Contentful's Images API makes AVIF too (the site's own optimiser chooses the format by itself).
  const avif = fromContentful ? getImageProps({ ...options, loader: contentfulImageLoaderAs('avif') }).props : null;
  // eslint-disable-next-line @next/next/no-img-element -- the element next/image would render, built on the server.
  const img = <img {...props} alt={rest.alt} />;
  if (props.loading === 'lazy' && !avif) return img;
  // React would write a preload hint for every eager image into data other pages prefetch; inside <picture> it writes none.
  const chosen = avif ?? props;
  return (
    <>
      {preload && (
        <ImagePreload src={chosen.src} srcSet={chosen.srcSet} sizes={chosen.sizes} type={avif ? 'image/avif' : undefined} />
      )}
      <picture className="contents">
        {avif && <source type="image/avif" srcSet={avif.srcSet} sizes={avif.sizes} />}
        {img}
      </picture>
    </>
  );
}
