import { expect, test } from '@playwright/test';
import { EXTRAS, FILM_LENGTHS, SHOOT_DAYS } from '../content/brief';
import { briefChoices } from '../lib/contact/brief-content';
import { briefKey } from '../lib/contact/brief-key';
import { filesUnder } from './support/files';
import { clusterForFile, type Instance } from './support/scale-out';

// The confirmation costs nothing per address: made-up keys, however the query spells them, redirect to the plain
// confirmation, and even the real keys (thousands of the form's choices) are rendered without a page kept for each,
// on an instance with its cache on disk and on one with its pages' cache in Redis.

test.describe.configure({ mode: 'serial' });

let disk: Instance;
let shared: Instance;

const fileCluster = clusterForFile(async (cluster) => {
  await cluster.startRedis();
  [disk, shared] = await Promise.all([
    cluster.startInstance('sent-disk', {}),
    cluster.startInstance('sent-redis', { REDIS_URL: cluster.redisUrl }),
  ]);
});

const { projectTypes, locations } = briefChoices();
const bare = briefKey({ projectType: projectTypes[0]! });

/** Real keys of the form's own choices, as many as asked for. */
function realKeys(count: number): string[] {
  const keys: string[] = [];
  for (const projectType of projectTypes)
    for (const length of FILM_LENGTHS)
      for (const shootDays of SHOOT_DAYS)
        for (const location of ['', ...locations])
          for (const extras of [[], EXTRAS.map((extra) => extra.value)])
            keys.push(briefKey({ projectType, length: length.value, shootDays: shootDays.value, location, extras }));
  return keys.slice(0, count);
}

/** 300 confirmation addresses naming made-up keys: repeated, contradicting, reordered and percent-encoded parameters. */
function madeUpAddresses(): string[] {
  return Array.from({ length: 300 }, (_, index) => {
    const key = `madeup-${index}`;
    switch (index % 6) {
      case 0:
        return `/contact?success=true&brief=${bare}&brief=${key}`;
      case 1:
        return `/contact?success=no&success=true&brief=${key}`;
      case 2:
        return `/contact?brief=${key}&success=true`;
      case 3:
        return `/contact?%73uccess=true&%62rief=${encodeURIComponent(key).replace(/-/g, '%2D')}`;
      case 4:
        return `/contact?success=true&brief=${key}&success=true`;
      default:
        return `/contact?utm_source=${index}&brief=${bare}&success=true&brief=${key}&success=no`;
    }
  });
}

const redisKeys = () => fileCluster().redis((client) => client.keys('*'));

test('repeated or reordered confirmation parameters and 300 made-up keys redirect to the plain confirmation, and no confirmation adds a file or a Redis key', async () => {
  test.setTimeout(240_000);
  const keys = realKeys(40);
  // The first visits load each page's code and fill the shared caches of the content they read.
  for (const { url } of [disk, shared]) {
    for (const path of ['/contact', '/contact?success=true', `/contact?success=true&brief=${keys[0]}`]) {
      expect((await fetch(url + path)).status, path).toBe(200);
    }
    // And the one not-found page, which Next keeps once for every unknown address.
    expect((await fetch(`${url}/contact/sent/madeup-to-warm-up`)).status).toBe(404);
  }
  const filesBefore = [disk, shared].map(({ dist }) => filesUnder(dist));
  const keysBefore = new Set(await redisKeys());

  const addresses = madeUpAddresses();
  for (const instance of [disk, shared]) {
    for (let start = 0; start < addresses.length; start += 20) {
      await Promise.all(
        addresses.slice(start, start + 20).map(async (address) => {
          const response = await fetch(instance.url + address, { redirect: 'manual' });
          await response.arrayBuffer();
          expect([address, response.status]).toEqual([address, 307]);
          const location = new URL(response.headers.get('location')!, instance.url);
          expect([address, location.pathname + location.search]).toEqual([address, '/contact?success=true']);
        }),
      );
    }
    // The confirmation's own address knows no made-up key either.
    for (const address of addresses.slice(0, 20).map((_, index) => `/contact/sent/madeup-${index}`)) {
      expect([address, (await fetch(instance.url + address, { redirect: 'manual' })).status]).toEqual([address, 404]);
    }
    // Real keys, each confirmed with its price worked out on the spot.
    for (let start = 0; start < keys.length; start += 10) {
      await Promise.all(
        keys.slice(start, start + 10).map(async (key) => {
          const response = await fetch(`${instance.url}/contact?brief=${key}&success=true`);
          const html = await response.text();
          expect([key, response.status]).toEqual([key, 200]);
          expect(html).toContain('Thank you! Your message has been sent.');
          expect(response.headers.get('x-nextjs-cache'), key).toBeNull();
        }),
      );
    }
  }

  [disk, shared].forEach(({ dist }, index) =>
    expect([...filesUnder(dist).keys()].filter((file) => !filesBefore[index]!.has(file))).toEqual([]),
  );
  expect((await redisKeys()).filter((key) => !keysBefore.has(key))).toEqual([]);
});
