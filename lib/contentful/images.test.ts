import { contentfulImageLoader, contentfulImageLoaderAs, isContentfulImage } from './images';

const photo = 'https://images.ctfassets.net/space/asset/hash/photo.jpg';

/** A local image, a look-alike host, another Contentful host and plain http. */
const notContentfulImages = [
  '/images/projects/weffan.jpg',
  'https://images.ctfassets.net.example.com/photo.jpg',
  'https://assets.ctfassets.net/space/brochure.pdf',
  'http://images.ctfassets.net/space/photo.jpg',
];

describe('isContentfulImage', () => {
  it('accepts an https address on the Images API', () => {
    expect(isContentfulImage(photo)).toBe(true);
  });

  it.each(notContentfulImages)('refuses %s', (src) => {
    expect(isContentfulImage(src)).toBe(false);
  });
});

describe('contentfulImageLoader', () => {
  it('asks the Images API for the width, the quality and WebP', () => {
    const url = new URL(contentfulImageLoader({ src: photo, width: 828, quality: 60 }));
    expect(`${url.origin}${url.pathname}`).toBe(photo);
    expect(Object.fromEntries(url.searchParams)).toEqual({ w: '828', q: '60', fm: 'webp' });
  });

  it('asks for AVIF when told to, at the quality that matches WebP’s as Next’s optimizer scales it', () => {
    const avif = (quality?: number) => new URL(contentfulImageLoaderAs('avif')({ src: photo, width: 640, quality })).searchParams;
    expect(avif().get('fm')).toBe('avif');
    expect(avif().get('q')).toBe('47');
    expect(avif(80).get('q')).toBe('50');
    expect(avif(1).get('q')).toBe('1');
  });

  it('uses quality 75 when the image names none', () => {
    expect(new URL(contentfulImageLoader({ src: photo, width: 640 })).searchParams.get('q')).toBe('75');
  });

  it('keeps parameters already on the address and replaces its size, quality and format', () => {
    const url = new URL(contentfulImageLoader({ src: `${photo}?f=faces&fit=thumb&w=4000&fm=png`, width: 384, quality: 75 }));
    expect(Object.fromEntries(url.searchParams)).toEqual({ f: 'faces', fit: 'thumb', w: '384', q: '75', fm: 'webp' });
  });

  it('gives a different address for every width, so a srcset offers real choices', () => {
    const widths = [384, 640, 1280];
    const urls = widths.map((width) => contentfulImageLoader({ src: photo, width }));
    expect(new Set(urls).size).toBe(widths.length);
  });
});
