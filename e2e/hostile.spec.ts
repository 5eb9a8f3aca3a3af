import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { filesUnder } from './support/files';
import { memoryAfterGc, startInspectable, type Inspector } from './support/inspector';
import { Cluster, type Instance } from './support/scale-out';

// Production instances under what a hostile visitor or an outage does to them: every spelling of an
// image address, and made-up post addresses while Contentful hangs, on one instance with its cache
// on disk and one with the pages' cache in Redis, as on several machines. The first has the Node.js
// inspector open, so the test reads its heap.

test.describe.configure({ mode: 'serial' });

const MB = 1024 * 1024;
let cluster: Cluster;
let instance: Instance;
let shared: Instance;
let inspector: Inspector;
let hanging: net.Server;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Contentful "down" at its worst: connections are accepted and never answered.
  hanging = net.createServer(() => {});
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  const down = { CONTENTFUL_HOST: `127.0.0.1:${(hanging.address() as net.AddressInfo).port}` };
  cluster = new Cluster();
  await cluster.startRedis();
  [{ instance, inspector }, shared] = await Promise.all([
    startInspectable(cluster, 'hostile', down),
    cluster.startInstance('hostile-redis', { ...down, REDIS_URL: cluster.redisUrl }),
  ]);
});

test.afterAll(async () => {
  inspector?.close();
  await cluster?.stop();
  hanging?.close();
});

/** The posts this build pre-rendered, as Next recorded them. */
function builtPosts(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(instance.dist, 'prerender-manifest.json'), 'utf8')) as { routes: object };
  return Object.keys(manifest.routes).filter((route) => /^\/blog\/[^/]+$/.test(route) && route !== '/blog/rss.xml');
}

async function timedGet(url: string) {
  const started = Date.now();
  const response = await fetch(url, { redirect: 'manual' });
  await response.arrayBuffer();
  return { response, ms: Date.now() - started };
}

/** 300 ways of naming site images that the optimizer would each encode and keep. */
function imageSpellings(): string[] {
  const files = ['/images/hero-poster.jpg', '/images/intro-poster.jpg', '/images/about-portrait.jpg'];
  const spell = (file: string, index: number): string => {
    const [folder, name] = [path.posix.dirname(file), path.posix.basename(file)];
    switch (index % 6) {
      case 0:
        return `${file}%23${index}`;
      case 1:
        return `${folder}/${'./'.repeat(1 + (index % 5))}${name}?v=${index}`;
      case 2:
        return `${folder}/x${index}/../${name}`;
      case 3:
        return `${folder}/%25${name.charCodeAt(0).toString(16)}${name.slice(1)}#${index}`;
      case 4:
        return `${folder}//${name}?${index}`;
      default:
        return `/\\evil${index}.test/${name}`;
    }
  };
  return Array.from({ length: 300 }, (_, index) => spell(files[index % files.length]!, index));
}

test('300 spellings of image addresses are refused with 400, add no file and leave the heap where it was', async () => {
  test.setTimeout(120_000);
  const optimizer = (url: string, width = 640) => `${instance.url}/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=75`;
  // The plain address is encoded once and then served from the cache.
  for (let round = 0; round < 2; round++) {
    const plain = await fetch(optimizer('/images/hero-poster.jpg'), { headers: { accept: 'image/avif,image/webp' } });
    expect(plain.status).toBe(200);
    await plain.arrayBuffer();
  }
  const warm = await memoryAfterGc(inspector);
  const filesBefore = filesUnder(instance.dist);

  const spellings = imageSpellings();
  for (let start = 0; start < spellings.length; start += 20) {
    await Promise.all(
      spellings.slice(start, start + 20).map(async (spelling) => {
        const response = await fetch(optimizer(spelling), { headers: { accept: 'image/avif,image/webp' } });
        await response.arrayBuffer();
        expect(response.status, spelling).toBe(400);
      }),
    );
  }
  // A width or quality the site never asks for is refused by Next itself.
  expect((await fetch(optimizer('/images/hero-poster.jpg', 641))).status).toBe(400);
  expect((await fetch(optimizer('/images/hero-poster.jpg').replace('q=75', 'q=74'))).status).toBe(400);

  const after = await memoryAfterGc(inspector);
  console.log(
    `Heap after GC: ${(warm.heapUsed / MB).toFixed(1)} MB before 300 image spellings, ${(after.heapUsed / MB).toFixed(1)} MB after`,
  );
  expect(after.heapUsed - warm.heapUsed).toBeLessThan(5 * MB);
  expect([...filesUnder(instance.dist).keys()].filter((file) => !filesBefore.has(file))).toEqual([]);
});

test('while Contentful hangs, made-up post addresses are turned away within 3 s and add nothing to disk or Redis', async () => {
  test.setTimeout(120_000);
  // The first requests load the proxy, the Contentful client and the pages' code: not what a visitor of a warm server waits for.
  for (const { url } of [instance, shared]) {
    expect((await timedGet(`${url}/about`)).response.status).toBe(200);
    expect((await timedGet(`${url}/blog/made-up-to-warm-up`)).response.status).toBe(307);
  }

  const filesBefore = [instance, shared].map(({ dist }) => filesUnder(dist));
  const keysBefore = await cluster.redis((client) => client.dbSize());
  const madeUp = Array.from({ length: 60 }, (_, index) => `/blog/made-up-during-outage-${index}`);
  // Beside each, a redirect that involves no Contentful: on a busy machine both slow down alike.
  const times = { madeUp: [] as number[], control: [] as number[] };
  for (let start = 0; start < madeUp.length; start += 10) {
    await Promise.all(
      madeUp.slice(start, start + 10).flatMap((address) =>
        [instance, shared].map(async ({ url }) => {
          const [page, image, control] = await Promise.all([
            timedGet(url + address),
            timedGet(`${url}${address}/opengraph-image`),
            timedGet(`${url}/made-up-videography`),
          ]);
          expect(page.response.status, address).toBe(307);
          expect(page.response.headers.get('location'), address).toMatch(/\/blog$/);
          expect(page.response.headers.get('strict-transport-security'), address).toBeTruthy();
          expect(image.response.status).toBe(404);
          expect(control.response.status).toBe(307);
          times.madeUp.push(page.ms, image.ms);
          times.control.push(control.ms);
        }),
      ),
    );
  }
  const slowest = (list: number[]) => Math.max(...list);
  console.log(
    `During the outage, slowest answer: ${slowest(times.madeUp)} ms for a made-up post address, ${slowest(times.control)} ms for a redirect without Contentful`,
  );
  // At most the one wait for Contentful (two seconds, LOOKUP_WAIT_MS) more than the machine's own slowness, and never a render.
  expect(slowest(times.madeUp)).toBeLessThan(Math.max(3000, slowest(times.control) + 2500));
  [instance, shared].forEach(({ dist }, index) =>
    expect([...filesUnder(dist).keys()].filter((file) => !filesBefore[index]!.has(file))).toEqual([]),
  );
  // Nothing added (entries of pages rendered while Contentful was down may expire meanwhile: they retry soon).
  expect(await cluster.redis((client) => client.dbSize())).toBeLessThanOrEqual(keysBefore);

  // A post of the build is known without Contentful, and its page comes from the cache (the first one loads the page's code).
  const [first, second] = builtPosts();
  expect(second, 'the build pre-rendered two posts').toBeDefined();
  expect((await timedGet(instance.url + first)).response.status).toBe(200);
  const [{ response, ms }, control] = await Promise.all([
    timedGet(instance.url + second),
    timedGet(`${instance.url}/made-up-videography`),
  ]);
  expect(response.status).toBe(200);
  console.log(`A built post during the outage: ${ms} ms (a redirect without Contentful beside it: ${control.ms} ms)`);
  expect(ms).toBeLessThan(Math.max(1500, control.ms + 1000));
});

const pageFiles = (files: Map<string, unknown>) => [...files.keys()].filter((file) => !file.includes('/fetch-cache/'));

test('made-up portfolio filters and project types get the plain page and add nothing to disk or Redis', async () => {
  test.setTimeout(240_000);
  // The real choices and one made-up address of each kind first: the shared cache fills on a page's first request,
  // the 404 page's included, so the warm-up is repeated until the pages on disk hold still. What follows must add
  // nothing more. The data cache (fetch-cache) is keyed by each read of Contentful, never by an address, and a read
  // an earlier test left waiting may still land there: pages are what a made-up address could add.
  // Pages rendered during the outage expire from Redis within seconds and are stored again later, so Redis is
  // judged by the addresses its page entries are for (what follows `$` in a key), not by how many there are.
  const warmedAddresses = new Set(['/portfolio', '/contact']);
  const redisPageAddresses = async () =>
    (await cluster.redis((client) => client.keys('*/route-cache/*'))).map((key) => key.slice(key.indexOf('$') + 1));
  const warmUp = async () => {
    for (const { url } of [instance, shared]) {
      for (const address of [
        '/portfolio',
        '/contact',
        '/portfolio?category=event',
        '/contact?type=event',
        '/portfolio?category=warm-up&location=warm-up',
        '/contact?type=warm-up',
      ])
        expect((await timedGet(url + address)).response.status, address).toBe(200);
      for (const address of ['/portfolio/view/warm-up/all', '/contact/project/warm-up'])
        expect((await timedGet(url + address)).response.status, address).toBe(404);
    }
    (await redisPageAddresses()).forEach((address) => warmedAddresses.add(address));
    return [instance, shared].map(({ dist }) => pageFiles(filesUnder(dist)).sort().join('\n')).join('\n');
  };
  let listing = await warmUp();
  await expect
    .poll(async () => listing === (listing = await warmUp()), { timeout: 90_000, intervals: [1_000, 2_000, 5_000] })
    .toBe(true);
  const filesBefore = [instance, shared].map(({ dist }) => filesUnder(dist));
  expect(await redisPageAddresses(), 'the shared instance keeps pages in Redis').not.toEqual([]);
  const started = Date.now();
  for (let index = 0; index < 12; index += 1) {
    await Promise.all(
      [instance, shared].flatMap(({ url }) => [
        timedGet(`${url}/portfolio?category=made-up-${index}&location=nowhere-${index}`).then(({ response }) =>
          expect(response.status).toBe(200),
        ),
        timedGet(`${url}/contact?type=made-up-${index}`).then(({ response }) => expect(response.status).toBe(200)),
        timedGet(`${url}/portfolio/view/made-up-${index}/all`).then(({ response }) => expect(response.status).toBe(404)),
        timedGet(`${url}/contact/project/made-up-${index}`).then(({ response }) => expect(response.status).toBe(404)),
      ]),
    );
  }
  console.log(`12 rounds of made-up filters and types during the outage: ${Date.now() - started} ms`);
  [instance, shared].forEach(({ dist }, index) =>
    expect(pageFiles(filesUnder(dist)).filter((file) => !filesBefore[index]!.has(file))).toEqual([]),
  );
  expect((await redisPageAddresses()).filter((address) => !warmedAddresses.has(address))).toEqual([]);
  expect(await cluster.redis((client) => client.keys('*made-up*'))).toEqual([]);
});
