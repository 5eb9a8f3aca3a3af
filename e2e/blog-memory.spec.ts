import { expect, test } from '@playwright/test';
import { uniqueEntry } from './servers/contentful';
import { filesUnder } from './support/files';
import { memoryAfterGc, startInspectable, type Inspector } from './support/inspector';
import { Cluster, type Instance } from './support/scale-out';
import { variantByName } from './support/variants';

// What a flood of made-up blog addresses costs a running server: a `next start` instance of the
// main build with the Node.js inspector open on a free loopback port, so the test can collect
// garbage and read the server's memory from outside. It counts the files the server writes too:
// a page stored for an address shows on disk, one held only in memory (a map keyed by address)
// only in the heap.

/** Requests each made-up address and its share image, ten at a time. */
async function flood(base: string, addresses: string[]) {
  for (let start = 0; start < addresses.length; start += 10) {
    await Promise.all(
      addresses.slice(start, start + 10).map(async (address) => {
        const page = await fetch(base + address, { redirect: 'manual' });
        await page.arrayBuffer();
        expect(page.status, address).toBe(307);
        expect(page.headers.get('location'), address).toMatch(/\/blog$/);
        const image = await fetch(`${base}${address}/opengraph-image`, { redirect: 'manual' });
        await image.arrayBuffer();
        expect(image.status, `${address}/opengraph-image`).toBe(404);
      }),
    );
  }
}

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

let cluster: Cluster | undefined;
let inspector: Inspector | undefined;

test.afterAll(async () => {
  inspector?.close();
  await cluster?.stop();
});

/** `next start` of the main build on a copy of its output, reading the main build's own space. */
async function startInspectableServer(): Promise<Instance> {
  cluster = new Cluster();
  const started = await startInspectable(cluster, 'memory', {
    CONTENTFUL_SPACE_ID: variantByName('main').env.CONTENTFUL_SPACE_ID!,
  });
  inspector = started.inspector;
  return started.instance;
}

test('four hundred made-up post addresses and their share images add no file and leave the heap where it was', async () => {
  test.setTimeout(240_000);
  const { url: base, dist } = await startInspectableServer();
  const before = filesUnder(dist);
  const { id } = uniqueEntry('flood');
  let count = 0;
  const madeUp = (length: number) => Array.from({ length }, () => `/blog/${id}-${(count += 1)}`);

  // The first requests load the proxy, the not-found page and the Contentful client, and the
  // first reads of the blog fill the list of known posts: a one-off cost of about 30 MB.
  await flood(base, madeUp(200));
  const warm = await memoryAfterGc(inspector!);
  await flood(base, madeUp(400));
  const after = await memoryAfterGc(inspector!);
  console.log(
    `Heap after GC: ${mb(warm.heapUsed)} after 200 made-up addresses, ${mb(after.heapUsed)} after 400 more ` +
      `(RSS ${mb(warm.rss)}, ${mb(after.rss)})`,
  );
  // Measured: within ±1.5 MB from round to round (compiled code, timing of the Contentful reads).
  // Stored pages would cost well over 100 KB each, so 400 of them (40 MB) could not hide under this.
  expect(after.heapUsed - warm.heapUsed).toBeLessThan(5 * MB);

  const added = [...filesUnder(dist).keys()].filter((file) => !before.has(file));
  expect(added).toEqual([]);
});
