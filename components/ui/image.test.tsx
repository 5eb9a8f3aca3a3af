/** @jest-environment jsdom */
import { renderToString } from 'react-dom/server';
import { Image, type ImageProps } from './image';

/** The document React's server renderer writes for a page showing one image. */
function serverPage(props: ImageProps): Document {
  const html = renderToString(
    <html lang="en">
      {/* eslint-disable-next-line @next/next/no-head-element -- a plain document for React's server renderer */}
      <head>
        <title>Page</title>
      </head>
      <body>
        <main>
          <Image {...props} alt={props.alt} />
        </main>
      </body>
    </html>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('Image', () => {
  it('renders an optimised, responsive, lazily loaded <img>, not preloaded', () => {
    const page = serverPage({
      src: '/images/intro-poster.jpg',
      alt: 'A camera at dusk',
      width: 1600,
      height: 900,
      sizes: '50vw',
    });
    const img = page.querySelector('main img');
    expect(img?.getAttribute('alt')).toBe('A camera at dusk');
    expect(img?.getAttribute('src')).toEqual(expect.stringContaining('/_next/image?url=%2Fimages%2Fintro-poster.jpg'));
    expect(img?.getAttribute('srcset')).toMatch(/\/_next\/image\?url=%2Fimages%2Fintro-poster\.jpg&w=\d+&q=75 \d+w/);
    expect(img?.getAttribute('sizes')).toBe('50vw');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('width')).toBe('1600');
    expect(img?.hasAttribute('fetchpriority')).toBe(false);
    expect(page.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('loads the largest paint at once: eager, high priority, preloaded from the head with the same srcset', () => {
    const page = serverPage({
      src: '/images/hero-poster.jpg',
      alt: '',
      fill: true,
      sizes: '100vw',
      preload: true,
      'data-hero-poster': true,
    });
    const img = page.querySelector('main img[data-hero-poster]');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(img?.getAttribute('style')).toContain('position:absolute');
    const links = page.querySelectorAll('link[rel="preload"][as="image"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.parentElement?.tagName).toBe('HEAD');
    expect(links[0]?.getAttribute('imagesrcset')).toBe(img?.getAttribute('srcset'));
    expect(links[0]?.getAttribute('imagesizes')).toBe('100vw');
    expect(links[0]?.getAttribute('fetchpriority')).toBe('high');
  });

  it('loads an image above the fold at once without preloading it unless asked', () => {
    const page = serverPage({ src: '/images/about-portrait.jpg', alt: 'Portrait', width: 800, height: 1000, loading: 'eager' });
    expect(page.querySelector('main img')?.getAttribute('loading')).toBe('eager');
    expect(page.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('offers a Contentful image as AVIF and WebP from its Images API, at every width, with its size reserved', () => {
    const src = 'https://images.ctfassets.net/space/asset/hash/poster.jpg';
    const page = serverPage({ src, alt: 'A poster', width: 1600, height: 900, sizes: '50vw' });
    const source = page.querySelector('main picture source');
    const img = page.querySelector('main picture img');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('sizes')).toBe('50vw');
    const formats = (srcset: string | null | undefined) =>
      new Set(srcset!.split(', ').map((candidate) => new URL(candidate.split(' ')[0]!).searchParams.get('fm')));
    expect(formats(source?.getAttribute('srcset'))).toEqual(new Set(['avif']));
    expect(formats(img?.getAttribute('srcset'))).toEqual(new Set(['webp']));
    expect(source?.getAttribute('srcset')?.split(', ').length).toBe(img?.getAttribute('srcset')?.split(', ').length);
    expect(img?.getAttribute('width')).toBe('1600');
    expect(img?.getAttribute('height')).toBe('900');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(page.querySelector('link[rel="preload"]')).toBeNull();
  });
});
