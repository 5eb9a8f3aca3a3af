import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseEnv, SETTING_NAMES } from '@/lib/env';
import { IMAGE_FORMATS, IMAGE_OPTIMIZER_PATH } from '@/lib/http/image-request';
import nextConfigOf from '../next.config';
import { cacheStillValid, imageUrlsInHtml, prepareImages, SERVICE_SETTINGS, startNextServer } from './prepare-images.mjs';

const address = (file: string, width: number) => `${IMAGE_OPTIMIZER_PATH}?url=${encodeURIComponent(file)}&w=${width}&q=75`;
const srcset = (file: string, widths: number[]) => widths.map((width) => `${address(file, width)} ${width}w`).join(', ');
const inHtml = (value: string) => value.replaceAll('&', '&amp;');

/** A page as React writes it: the attributes in camelCase, and a copy of the same props in the page's data script. */
const page = (file: string, widths: number[], { preload = false } = {}) =>
  `<html><head>${preload ? `<link rel="preload" as="image" imageSrcSet="${inHtml(srcset(file, widths))}" imageSizes="100vw"/>` : ''}</head>` +
  `<body><picture><img alt="" sizes="100vw" srcSet="${inHtml(srcset(file, widths))}" src="${inHtml(address(file, widths.at(-1)!))}"/></picture>` +
  `<img alt="" src="/icons/logo.svg"/>` +
  `<script>self.__next_f.push([1,"{\\"srcSet\\":\\"${address(file, 3840).replaceAll('&', '\\u0026')} 3840w\\"}"])</script></body></html>`;

describe('imageUrlsInHtml', () => {
  it("collects the optimizer's addresses of src, srcset and a preload's imagesrcset, not the page data's copies", () => {
    const urls = imageUrlsInHtml(page('/images/a.jpg', [640, 1080], { preload: true }), IMAGE_OPTIMIZER_PATH);
    expect(urls.sort()).toEqual([address('/images/a.jpg', 640), address('/images/a.jpg', 1080)].sort());
  });

  it('reads a preload alone', () => {
    const html = `<link rel="preload" as="image" imageSrcSet="${inHtml(srcset('/images/b.jpg', [828]))}"/>`;
    expect(imageUrlsInHtml(html, IMAGE_OPTIMIZER_PATH)).toEqual([address('/images/b.jpg', 828)]);
  });
});

describe('the formats asked for', () => {
  it('are those the optimizer serves', async () => {
    const { images } = await nextConfigOf('phase-production-server');
    expect(images?.formats).toEqual(IMAGE_FORMATS);
  });
});

describe('cacheStillValid', () => {
  const filled = { next: '16.0.0', images: { 'images/a.jpg': 'one', 'images/b.jpg': 'two' } };

  it('keeps a cache while every image it was filled from is unchanged, new images or not', () => {
    expect(cacheStillValid(filled, filled)).toBe(true);
    expect(cacheStillValid(filled, { ...filled, images: { ...filled.images, 'images/c.jpg': 'three' } })).toBe(true);
  });

  it('drops it when an image changed or went, Next changed, or nothing says what filled it', () => {
    expect(cacheStillValid(filled, { ...filled, images: { ...filled.images, 'images/a.jpg': 'other' } })).toBe(false);
    expect(cacheStillValid(filled, { ...filled, images: { 'images/a.jpg': 'one' } })).toBe(false);
    expect(cacheStillValid(filled, { ...filled, next: '16.0.1' })).toBe(false);
    expect(cacheStillValid(null, filled)).toBe(false);
  });
});

/** What a stand-in of the optimizer's server answers, by address; it records what it was asked. */
type Answer = { status: number; body?: string; cache?: 'MISS' | 'HIT' | 'STALE' };

function standIn(answer: (url: string, accept: string, times: number) => Answer) {
  const asked: { url: string; accept: string }[] = [];
  const calls = { started: 0, stopped: 0 };
  const startServer = async () => {
    calls.started++;
    const server = http.createServer((request, response) => {
      const url = request.url!;
      const accept = request.headers.accept ?? '';
      asked.push({ url, accept });
      const { status, body = 'image', cache = 'MISS' } = answer(url, accept, asked.filter((each) => each.url === url).length);
      response.writeHead(status, { 'x-nextjs-cache': cache }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      stop: () => new Promise<void>((resolve) => server.close(() => (calls.stopped++, resolve()))),
    };
  };
  return { asked, calls, startServer };
}

describe('prepareImages', () => {
  let root: string;

  function build(name: string, pages: Record<string, string>) {
    const dist = path.join(root, name);
    mkdirSync(path.join(dist, 'server/app'), { recursive: true });
    for (const [route, html] of Object.entries(pages)) writeFileSync(path.join(dist, 'server/app', `${route}.html`), html);
    return dist;
  }
  const options = (distDir: string, startServer: ReturnType<typeof standIn>['startServer']) => ({
    distDir,
    root,
    formats: IMAGE_FORMATS,
    optimizerPath: IMAGE_OPTIMIZER_PATH,
    startServer,
  });
  /** A file in the optimizer's cache folder, standing for its encodes. */
  const encodesIn = (dist: string) => path.join(dist, 'cache/images/key/encode.avif');
  const putEncodes = (dist: string) => {
    mkdirSync(path.dirname(encodesIn(dist)), { recursive: true });
    writeFileSync(encodesIn(dist), 'encoded');
  };
  const hasEncodes = (dist: string) => {
    try {
      return readFileSync(encodesIn(dist), 'utf8') === 'encoded';
    } catch {
      return false;
    }
  };

  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'prepare-images-'));
    mkdirSync(path.join(root, 'public/images'), { recursive: true });
    writeFileSync(path.join(root, 'public/images/a.jpg'), 'picture a');
    writeFileSync(path.join(root, 'package.json'), '{}');
    // The project's own Next, as the root's packages.
    mkdirSync(path.join(root, 'node_modules'));
    symlinkSync(path.resolve(__dirname, '../node_modules/next'), path.join(root, 'node_modules/next'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('asks the server once for every address of every page in each format, by Accept, then stops it', async () => {
    const server = standIn(() => ({ status: 200 }));
    const dist = build('site', {
      index: page('/images/a.jpg', [640, 1080], { preload: true }),
      about: page('/images/a.jpg', [640]),
    });
    await expect(prepareImages(options(dist, server.startServer))).resolves.toEqual({ encodes: 4, encoded: 4, cached: 0 });
    const expected = [640, 1080].flatMap((width) =>
      IMAGE_FORMATS.map((accept) => ({ url: address('/images/a.jpg', width), accept })),
    );
    expect(server.asked).toEqual(expect.arrayContaining(expected));
    expect(server.asked).toHaveLength(expected.length);
    expect(server.calls).toEqual({ started: 1, stopped: 1 });
  });

  it('asks again an address answered from an expired entry, until its fresh encode is stored', async () => {
    const server = standIn((_, __, times) => ({ status: 200, cache: times <= 4 ? 'STALE' : 'HIT' }));
    const dist = build('stale', { index: page('/images/a.jpg', [640]) });
    await expect(prepareImages(options(dist, server.startServer))).resolves.toMatchObject({ encoded: 0, cached: 2 });
    expect(server.asked.length).toBeGreaterThan(4);
  });

  it('keeps the cache a rebuild finds while its images are unchanged, and empties it when one changed', async () => {
    const server = standIn(() => ({ status: 200, cache: 'HIT' }));
    const dist = build('rebuilt', { index: page('/images/a.jpg', [640]) });
    putEncodes(dist);
    // Nothing says what filled it: emptied.
    await prepareImages(options(dist, server.startServer));
    expect(hasEncodes(dist)).toBe(false);

    putEncodes(dist);
    await prepareImages(options(dist, server.startServer));
    expect(hasEncodes(dist)).toBe(true);

    writeFileSync(path.join(root, 'public/images/a.jpg'), 'picture a, edited');
    await prepareImages(options(dist, server.startServer));
    expect(hasEncodes(dist)).toBe(false);
  });

  it('stops naming the image, the answer and the page when the optimizer cannot make one, and stops the server', async () => {
    const server = standIn((url) =>
      url.includes('gone')
        ? { status: 404, body: 'No such image' }
        : url.includes('1234')
          ? { status: 400, body: '"w" is not allowed' }
          : { status: 200 },
    );
    const dist = build('broken', {
      index: page('/images/a.jpg', [640]),
      about: page('/images/gone.jpg', [640]),
      work: `<img src="${inHtml(address('/images/a.jpg', 1234))}"/>`,
    });
    const failure = prepareImages(options(dist, server.startServer));
    await expect(failure).rejects.toThrow(/images%2Fgone\.jpg&w=640&q=75 answers 404: No such image \(asked for by \/about\)/);
    await expect(failure).rejects.toThrow(/w=1234&q=75 answers 400: "w" is not allowed \(asked for by \/work\)/);
    expect(server.calls).toEqual({ started: 1, stopped: 1 });
  });

  it('starts no server for pages that ask for no image', async () => {
    const server = standIn(() => ({ status: 200 }));
    const dist = build('plain', { index: '<html><body><p>Hello</p></body></html>' });
    await expect(prepareImages(options(dist, server.startServer))).resolves.toEqual({ encodes: 0, encoded: 0, cached: 0 });
    expect(server.calls.started).toBe(0);
  });
});

describe('startNextServer', () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'next-start-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A production instance's settings, reaching Redis and a mail server. */
  const production = {
    SITE_URL: 'https://films.example',
    REDIS_URL: 'redis://10.0.0.9:6379',
    DEPLOYMENT_ID: 'release-7',
    SMTP_URL: 'smtp://10.0.0.9',
    SMTP_TO: 'owner@films.example',
    SMTP_FROM: 'site@films.example',
  };

  it('serves the build folder on a loopback port, with the settings of the build but none reaching Redis or the mail server', async () => {
    // Answers with the arguments and settings it was started with, as `next start` would be.
    const bin = path.join(dir, 'next.js');
    writeFileSync(
      bin,
      `const args = process.argv.slice(2);
       const names = ${JSON.stringify(['NEXT_DIST_DIR', ...Object.keys(production)])};
       const settings = Object.fromEntries(names.map((name) => [name, process.env[name]]));
       require('node:http').createServer((_, res) => res.end(JSON.stringify({ args, settings })))
         .listen(Number(args[args.indexOf('-p') + 1]), args[args.indexOf('-H') + 1]);`,
    );
    const saved = { ...process.env };
    Object.assign(process.env, production);
    let server: Awaited<ReturnType<typeof startNextServer>>;
    try {
      server = await startNextServer({ distDir: '.next-somewhere', root: dir, bin });
    } finally {
      for (const name of Object.keys(production)) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
    }
    try {
      expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const { args, settings } = await (await fetch(server.origin)).json();
      expect(args).toEqual(['start', '-p', server.origin.split(':').at(-1), '-H', '127.0.0.1']);
      expect(settings).toEqual({
        NEXT_DIST_DIR: '.next-somewhere',
        SITE_URL: production.SITE_URL,
        DEPLOYMENT_ID: production.DEPLOYMENT_ID,
        REDIS_URL: '',
        SMTP_URL: '',
        SMTP_TO: '',
        SMTP_FROM: '',
      });
      // The site starts with them: they are a whole configuration.
      expect(() => parseEnv(settings)).not.toThrow();
    } finally {
      await server.stop();
    }
    await expect(fetch(server.origin)).rejects.toThrow();
  });

  it('clears only settings the site has', () => {
    expect(SETTING_NAMES).toEqual(expect.arrayContaining(SERVICE_SETTINGS));
  });
});
