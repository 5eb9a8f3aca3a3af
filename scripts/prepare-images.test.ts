import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultConfig } from 'next/dist/server/config-shared';
import { imageOptimizer, ImageOptimizerCache } from 'next/dist/server/image-optimizer';
import sharp from 'sharp';
import nextConfigOf from '../next.config';
import { imageUrlsInHtml, planEncodes, prepareImages } from './prepare-images.mjs';

const address = (file: string, width: number) => `/_next/image?url=${encodeURIComponent(file)}&w=${width}&q=75`;
const srcset = (file: string, widths: number[]) => widths.map((width) => `${address(file, width)} ${width}w`).join(', ');
const inHtml = (value: string) => value.replaceAll('&', '&amp;');

/** A page as React writes it: the attributes in camelCase, and a copy of the same props in the page's data script. */
const page = (file: string, widths: number[], { preload = false } = {}) =>
  `<html><head>${preload ? `<link rel="preload" as="image" imageSrcSet="${inHtml(srcset(file, widths))}" imageSizes="100vw"/>` : ''}</head>` +
  `<body><picture><img alt="" sizes="100vw" srcSet="${inHtml(srcset(file, widths))}" src="${inHtml(address(file, widths.at(-1)!))}"/></picture>` +
  `<img alt="" src="/icons/logo.svg"/>` +
  `<script>self.__next_f.push([1,"{\\"srcSet\\":\\"${address(file, 3840).replaceAll('&', '\\u0026')} 3840w\\"}"])</script></body></html>`;

// The config as `next start` holds it (Next's own type of it is internal).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let siteConfig: any;

beforeAll(async () => {
  // The site's own image settings over Next's defaults, as the build writes them for `next start`.
  const { images } = await nextConfigOf('phase-production-server');
  siteConfig = {
    ...defaultConfig,
    images: { ...defaultConfig.images, ...images },
    experimental: { ...defaultConfig.experimental },
  };
});

describe('imageUrlsInHtml', () => {
  it("collects the optimizer's addresses of src, srcset and a preload's imagesrcset, not the page data's copies", () => {
    const urls = imageUrlsInHtml(page('/images/a.jpg', [640, 1080], { preload: true }));
    expect(urls.sort()).toEqual([address('/images/a.jpg', 640), address('/images/a.jpg', 1080)].sort());
  });

  it('reads a preload alone', () => {
    const html = `<link rel="preload" as="image" imageSrcSet="${inHtml(srcset('/images/b.jpg', [828]))}"/>`;
    expect(imageUrlsInHtml(html)).toEqual([address('/images/b.jpg', 828)]);
  });
});

describe('planEncodes', () => {
  it('plans one encode per address in each format the site serves, once for all the pages asking', () => {
    const { encodes, problems } = planEncodes(
      [
        { page: '/', html: page('/images/a.jpg', [640, 1080], { preload: true }) },
        { page: '/about', html: page('/images/a.jpg', [640]) },
      ],
      siteConfig,
    );
    expect(problems).toEqual([]);
    const formats = siteConfig.images.formats as string[];
    expect(formats.length).toBeGreaterThan(1);
    expect(encodes).toHaveLength(2 * formats.length);
    for (const width of [640, 1080])
      for (const mimeType of formats) {
        const cacheKey = ImageOptimizerCache.getCacheKey({ href: '/images/a.jpg', width, quality: 75, mimeType });
        const encode = encodes.find((each: { cacheKey: string }) => each.cacheKey === cacheKey);
        expect(encode).toMatchObject({ href: '/images/a.jpg', width, mimeType, pages: width === 640 ? ['/', '/about'] : ['/'] });
      }
  });

  it('reports an address the optimizer would refuse, naming the page', () => {
    const { encodes, problems } = planEncodes(
      [{ page: '/odd', html: `<img src="${inHtml(address('/images/a.jpg', 1234))}"/>` }],
      siteConfig,
    );
    expect(encodes).toEqual([]);
    expect(problems).toEqual([expect.stringContaining(`/odd asks for ${address('/images/a.jpg', 1234)}`)]);
  });
});

describe('prepareImages', () => {
  let root: string;
  const distDir = (name: string) => path.join(root, name);

  function build(name: string, pages: Record<string, string>) {
    const dist = distDir(name);
    mkdirSync(path.join(dist, 'server/app'), { recursive: true });
    writeFileSync(path.join(dist, 'required-server-files.json'), JSON.stringify({ config: siteConfig }));
    for (const [route, html] of Object.entries(pages)) writeFileSync(path.join(dist, 'server/app', `${route}.html`), html);
    return dist;
  }

  const entries = (dist: string) => {
    const folder = path.join(dist, 'cache/images');
    return Object.fromEntries<{ file: string; buffer: Buffer }>(
      readdirSync(folder).map((key) => {
        const [file = ''] = readdirSync(path.join(folder, key));
        return [key, { file, buffer: readFileSync(path.join(folder, key, file)) }];
      }),
    );
  };

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'prepare-images-'));
    mkdirSync(path.join(root, 'public/images'), { recursive: true });
    const picture = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#3a6' } })
      .composite([
        {
          input: Buffer.from('<svg width="600" height="300"><circle cx="300" cy="150" r="140" fill="#fc3"/></svg>'),
          top: 100,
          left: 200,
        },
      ])
      .jpeg()
      .toBuffer();
    writeFileSync(path.join(root, 'public/images/a.jpg'), picture);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("writes each encode as the optimizer would, and a second build reuses the first one's", async () => {
    const store = path.join(root, 'store');
    const first = build('first', { index: page('/images/a.jpg', [640, 1080]) });
    await expect(prepareImages({ distDir: first, root, store })).resolves.toMatchObject({ encodes: 4, encoded: 4, reused: 0 });

    const cached = entries(first);
    expect(Object.keys(cached)).toHaveLength(4);
    const source = readFileSync(path.join(root, 'public/images/a.jpg'));
    for (const width of [640, 1080])
      for (const mimeType of ['image/avif', 'image/webp']) {
        const params = { href: '/images/a.jpg', width, quality: 75, mimeType, isAbsolute: false, isStatic: false };
        const onDemand = await imageOptimizer(
          { buffer: source, contentType: 'image/jpeg', cacheControl: null, etag: 'x' },
          params,
          siteConfig,
          {
            silent: true,
          },
        );
        const entry = cached[ImageOptimizerCache.getCacheKey(params)]!;
        expect(entry.buffer.equals(onDemand.buffer)).toBe(true);
        expect(entry.file.split('.')[2]).toBe(onDemand.etag);
        expect(entry.file.endsWith(`.${mimeType.slice(6)}`)).toBe(true);
      }

    const second = build('second', { index: page('/images/a.jpg', [640, 1080]) });
    await expect(prepareImages({ distDir: second, root, store })).resolves.toMatchObject({ encodes: 4, encoded: 0, reused: 4 });
    const again = entries(second);
    for (const [key, entry] of Object.entries(cached)) expect(again[key]!.buffer.equals(entry.buffer)).toBe(true);
  });

  it('stops naming the image and the page when a page asks for a file that is not there, or not an image', async () => {
    writeFileSync(path.join(root, 'public/images/broken.jpg'), 'not a picture');
    const dist = build('missing', {
      index: page('/images/a.jpg', [640]),
      about: page('/images/gone.jpg', [640]),
      work: page('/images/broken.jpg', [828]),
    });
    const failure = prepareImages({ distDir: dist, root, store: path.join(root, 'store') });
    await expect(failure).rejects.toThrow(/\/images\/gone\.jpg is not a file in public\/ \(asked for by \/about\)/);
    await expect(failure).rejects.toThrow(/\/images\/broken\.jpg cannot be encoded.*\(asked for by \/work\)/);
  });
});
