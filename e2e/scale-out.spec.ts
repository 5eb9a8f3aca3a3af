import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { pricingContentType } from '../content/contentful-types';
import { site } from '../content/site';
import { projectPagePath } from '../lib/routes';
import { cms, CONTENTFUL, uniqueEntry } from './servers/contentful';
import { FIXTURE } from './servers/contentful-fixtures';
import { listedTitles } from './support/blog';
import { clientAddress, uniqueName, validFields } from './support/contact';
import {
  failedReads,
  OUTAGES,
  PORTFOLIO_TYPES,
  priceShownFor,
  publishOwnPortfolio,
  publishOwnPricing,
  RENDERED,
  renderedDuringOutage,
  shownContent,
  shownPrice,
} from './support/outages';
import { clusterForFile, frontDoorClient, type Instance } from './support/scale-out';
import { E2E_SECRETS } from './support/variants';

// Beyond one machine: two `next start` instances of the main build sharing one Redis
// (REDIS_URL), bound to loopback behind nginx ending TLS, and two without REDIS_URL, the single-machine default.
// Below the browser: every check is an HTTP request to one instance or to nginx.

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

let a: Instance;
let b: Instance;
let soloA: Instance;
let soloB: Instance;
let balancer: string;
let frontDoor: APIRequestContext;
const contexts: APIRequestContext[] = [];
const added: string[] = [];

const UNREACHABLE = /^Shared cache: Redis at .* is unreachable/;
const BACK = /^Shared cache: Redis at .* answers again/;

const fileCluster = clusterForFile(
  async (cluster) => {
    await cluster.startRedis();
    [a, b, soloA, soloB] = await Promise.all([
      cluster.startInstance('a', { REDIS_URL: cluster.redisUrl }),
      cluster.startInstance('b', { REDIS_URL: cluster.redisUrl }),
      cluster.startInstance('solo-a', {}),
      cluster.startInstance('solo-b', {}),
    ]);
    balancer = await cluster.startNginx([a, b]);
    frontDoor = await frontDoorClient();
    contexts.push(frontDoor);
  },
  {
    timeout: 180_000,
    cleanUp: async () => {
      await Promise.all(contexts.map((context) => context.dispose()));
      for (const id of added) await space.deleteEntry(id);
    },
  },
);

const space = cms(CONTENTFUL.scaleOutSpace);

async function client(baseURL: string) {
  const context = await playwrightRequest.newContext({ baseURL });
  contexts.push(context);
  return context;
}

async function publish(prefix: string, id?: string, slug?: string, title?: string) {
  const entry = id && slug ? { id, slug } : uniqueEntry(prefix);
  const post = { ...entry, title: title ?? `Scale-out post ${entry.id}` };
  if (!added.includes(post.id)) added.push(post.id);
  await space.putEntry(post.id, {
    title: post.title,
    slug: post.slug,
    date: '2031-01-01',
    categories: ['Corporate'],
    content: `Body of ${post.title}.`,
  });
  return post;
}

/** Contentful's webhook for one entry, sent to one instance. */
async function webhook(instance: Instance | string, post: { id: string; slug: string }) {
  const response = await fetch(`${typeof instance === 'string' ? instance : instance.url}/api/revalidate`, {
    method: 'POST',
    headers: { 'x-revalidate-secret': E2E_SECRETS.revalidate, 'content-type': 'application/json' },
    body: JSON.stringify({ sys: { type: 'Entry', id: post.id }, fields: { slug: { 'en-US': post.slug } } }),
  });
  expect(response.status).toBe(200);
}

/** Requests a path until the instance serves it from its cache (fresh, stored, nothing regenerating). */
async function settle(instance: Instance, path: string) {
  await expect
    .poll(async () => (await fetch(`${instance.url}${path}`)).headers.get('x-nextjs-cache'), {
      timeout: 30_000,
      intervals: [250, 500, 1000],
    })
    .toBe('HIT');
}

/** Polled: Next answers the webhook first and then writes the invalidation (to Redis, or to the
 * instance's memory), so a request sent the moment the answer arrives may still get the list before. */
async function expectListed(instance: Instance, title: string) {
  const from = await client(instance.url);
  await expect.poll(() => listedTitles(from), { timeout: 10_000 }).toContain(title);
}

const get = async (instance: Instance | 'balancer', path: string) => {
  if (instance === 'balancer') {
    const response = await frontDoor.get(`${balancer}${path}`);
    return { status: response.status(), text: (await response.text()).replaceAll('<!-- -->', '') };
  }
  const response = await fetch(`${instance.url}${path}`);
  return { status: response.status, text: (await response.text()).replaceAll('<!-- -->', '') };
};

const countLines = (instance: Instance, pattern: RegExp) => instance.lines().filter((line) => pattern.test(line)).length;
/** The instance's shared-cache lines in order: 'down' for each outage logged, 'back' for each return. */
const cacheStates = (instance: Instance) =>
  instance.lines().flatMap((line) => (UNREACHABLE.test(line) ? ['down'] : BACK.test(line) ? ['back'] : []));
/** Waits until both shared instances have logged that Redis went away, or came back. */
async function bothLogged(state: 'down' | 'back') {
  for (const instance of [a, b]) await expect.poll(() => cacheStates(instance).at(-1), { timeout: 30_000 }).toBe(state);
}

test('a webhook received by one instance refreshes the list, feed, sitemap and post on the other', async () => {
  for (const path of ['/blog', '/blog/rss.xml', '/sitemap.xml']) await settle(b, path);
  const post = await publish('scale');
  // A post published after the build renders at its address at once, and is cached.
  expect((await get(b, `/blog/${post.slug}`)).text).toContain(post.title);
  await settle(b, `/blog/${post.slug}`);

  // Its title changes; without the webhook both instances keep what they stored.
  const renamed = await publish('scale', post.id, post.slug, `Renamed ${post.title}`);
  expect((await get(a, `/blog/${post.slug}`)).text).not.toContain(renamed.title);
  expect(await listedTitles(await client(b.url))).not.toContain(renamed.title);

  await webhook(a, post);

  // Instance B, asked directly, serves the new content without a webhook of its own.
  await expectListed(b, renamed.title);
  await expect.poll(async () => (await get(b, `/blog/${post.slug}`)).text, { timeout: 10_000 }).toContain(renamed.title);
  await expect.poll(async () => (await get(b, '/blog/rss.xml')).text, { timeout: 10_000 }).toContain(renamed.title);
  expect((await get(b, '/sitemap.xml')).text).toContain(`/blog/${post.slug}</loc>`);
});

test('without REDIS_URL each instance keeps its own cache: a webhook to one leaves the other list as it was', async () => {
  await settle(soloA, '/blog');
  await settle(soloB, '/blog');
  const post = await publish('solo');
  await webhook(soloA, post);
  await expect.poll(async () => listedTitles(await client(soloA.url)), { timeout: 30_000 }).toContain(post.title);
  expect(await listedTitles(await client(soloB.url))).not.toContain(post.title);
  for (const instance of [soloA, soloB]) expect(countLines(instance, /Shared cache/)).toBe(0);
});

test("the contact form's rate limit holds across instances that share Redis, and not without it", async () => {
  /** Posts an enquiry as one client, through the proxy hop the test build trusts. */
  const send = async (instance: Instance, client: string) => {
    const response = await fetch(`${instance.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client },
      body: new URLSearchParams(validFields(uniqueName('Scale-out'))).toString(),
      redirect: 'manual',
    });
    return response.status;
  };
  const shared = clientAddress();
  const apart = clientAddress();
  for (const instance of [a, b, a, b, a]) expect(await send(instance, shared)).toBe(303);
  expect(await send(b, shared)).toBe(429);
  // The control: instances without Redis each count alone.
  for (let i = 0; i < 5; i += 1) expect(await send(soloA, apart)).toBe(303);
  expect(await send(soloB, apart)).toBe(303);
});

test('with Redis down the instances keep serving and log it once; when it returns a webhook reaches both again', async () => {
  const known = FIXTURE.lighting;
  await fileCluster().stopRedis();
  for (let round = 0; round < 5; round++) {
    for (const path of ['/', '/blog', `/blog/${known.slug}`, '/blog/rss.xml']) {
      const { status, text } = await get('balancer', path);
      expect(status, path).toBe(200);
      expect(text, path).toContain(path === '/' ? site.name : known.title);
    }
  }
  for (const instance of [a, b]) {
    await expect.poll(() => countLines(instance, UNREACHABLE), { timeout: 30_000 }).toBe(1);
  }

  await fileCluster().startRedis();
  await bothLogged('back');
  // One line per change of state. A connection that drops again at once (a loaded machine) is a
  // second outage with its own pair of lines, so the rule is that the lines alternate.
  for (const instance of [a, b]) {
    const states = cacheStates(instance);
    expect(
      states.filter((state, i) => state === states[i - 1]),
      instance.name,
    ).toEqual([]);
  }

  // Both instances store the list in the new Redis; a post published now is missing until the webhook.
  await settle(a, '/blog');
  await settle(b, '/blog');
  const post = await publish('again');
  expect(await listedTitles(await client(a.url))).not.toContain(post.title);
  await webhook(b, post);
  for (const instance of [a, b]) await expectListed(instance, post.title);
});

test('a webhook taken while Redis is down still counts when Redis returns with the data it had', async () => {
  await settle(a, '/blog');
  await settle(b, '/blog');
  await fileCluster().stopRedis({ keepData: true });
  await bothLogged('down');
  const post = await publish('outage');
  await webhook(b, post);
  await expectListed(b, post.title);

  // Redis comes back holding the list from before the post; neither instance may serve it again.
  await fileCluster().startRedis();
  await bothLogged('back');
  for (const instance of [a, b]) await expectListed(instance, post.title);
});

/** Every string and hash field in Redis, by name. */
async function snapshot(): Promise<Map<string, string>> {
  return fileCluster().redis(async (redis) => {
    const entries = new Map<string, string>();
    for (const key of await redis.keys('*')) {
      if ((await redis.type(key)) === 'hash') {
        for (const [field, value] of Object.entries(await redis.hGetAll(key))) entries.set(`${key} ${field}`, String(value));
      } else {
        // A key listed a moment ago may have expired since: it is no longer an entry.
        const value = await redis.get(key);
        if (value !== null) entries.set(key, String(value));
      }
    }
    return entries;
  });
}

test('a draft-mode request writes nothing to the shared cache', async () => {
  const before = await snapshot();
  const owner = await client(a.url);
  const draft = await owner.get(`/api/draft?secret=${E2E_SECRETS.preview}&slug=${FIXTURE.draft.slug}`);
  expect(draft.status()).toBe(200);
  expect(await draft.text()).toContain(FIXTURE.draft.title);

  // A visitor's request of a page not yet cached writes it; once that is stored, only its entries changed.
  const control = '/privacy-policy';
  expect((await get(a, control)).status).toBe(200);
  await settle(b, control);
  const after = await snapshot();
  const changed = [...after].filter(([name, value]) => before.get(name) !== value).map(([name]) => name);
  expect(changed.length).toBeGreaterThan(0);
  expect(changed.filter((name) => !name.includes(control))).toEqual([]);
  expect([...after.keys()].filter((name) => name.includes(FIXTURE.draft.slug))).toEqual([]);
});

test('a webhook or the five-minute refresh during a Contentful outage leaves the portfolio and prices last read on both instances sharing Redis', async () => {
  test.setTimeout(360_000);
  const own = await publishOwnPortfolio(space);
  const prices = await publishOwnPricing(space);
  added.push(...own.ids, prices.id);
  const price = priceShownFor(prices.rules);
  const film = { id: own.ids.at(-1)!, slug: own.film.slug };
  await webhook(a, film);
  const pages = ['/portfolio', projectPagePath(own.film)];
  const before = new Map<string, Awaited<ReturnType<typeof shownContent>>>();
  for (const instance of [a, b]) {
    const from = await client(instance.url);
    await expect
      .poll(async () => (await shownContent(from, '/portfolio')).films, { timeout: 60_000 })
      .toContain(projectPagePath(own.film));
    for (const address of pages) before.set(address, await shownContent(from, address));
    await expect.poll(() => shownPrice(from), { timeout: 60_000 }).toContain(price);
  }
  expect(before.get('/portfolio')!.clients).toContain(own.client.name);

  // No answer at all: the outage a shared cache must not turn into content/'s samples on either instance.
  const outage = OUTAGES.find((candidate) => candidate.failure.kind === 'slow')!;
  for (const type of PORTFOLIO_TYPES) await space.fail(outage.failure, undefined, type);
  try {
    const failed = failedReads(b.log, 'portfolio');
    await webhook(a, film);
    // The refresh runs on the instance visited; the other is served the pages it stored in Redis.
    const fromB = await client(b.url);
    await renderedDuringOutage(
      async (address) => ({ headers: (await fromB.get(address)).headers() }),
      pages,
      b.log,
      'portfolio',
      failed,
    );
    await bothShowAsBefore(fromB, before, pages, 'after the webhook');
  } finally {
    for (const type of PORTFOLIO_TYPES) await space.recover(type);
  }

  // The five-minute refresh, with no webhook, in both outages: every copy the instances share is made five minutes
  // older, as if the time had passed, so the next visits refresh the pages and their reads.
  for (const outage of OUTAGES) {
    for (const type of [...PORTFOLIO_TYPES, pricingContentType.id]) await space.fail(outage.failure, undefined, type);
    try {
      const failed = { films: failedReads(b.log, 'portfolio'), prices: failedReads(b.log, 'pricing rules') };
      await agedBy(REFRESH_WINDOW_MS + 1000);
      const fromB = await client(b.url);
      // Polled until the instance visited has given up on a refresh of the films and of the prices (the confirmation
      // after sending reads them on each visit), then until each page is a copy rendered since.
      await expect
        .poll(async () => {
          for (const address of pages) await fromB.get(address);
          await shownPrice(fromB);
          return failedReads(b.log, 'portfolio') > failed.films && failedReads(b.log, 'pricing rules') > failed.prices;
        }, RENDERED)
        .toBe(true);
      for (const address of pages) {
        await expect
          .poll(async () => (await fromB.get(address)).headers()['x-nextjs-cache'], {
            ...RENDERED,
            message: `${outage.name}: ${address}`,
          })
          .toBe('HIT');
      }
      await bothShowAsBefore(fromB, before, pages, `${outage.name}, refreshed`, price);
    } finally {
      for (const type of [...PORTFOLIO_TYPES, pricingContentType.id]) await space.recover(type);
    }
  }
});

/** Both instances show each page as before the outage and, when given, the owner's price; `fromB` is b's client. */
async function bothShowAsBefore(
  fromB: APIRequestContext,
  before: Map<string, Awaited<ReturnType<typeof shownContent>>>,
  pages: string[],
  when: string,
  price?: string,
) {
  const fromA = await client(a.url);
  for (const [instance, from] of [
    [b, fromB],
    [a, fromA],
  ] as const) {
    for (const address of pages)
      expect(await shownContent(from, address), `${when}: ${instance.name} ${address}`).toEqual(before.get(address));
    if (price) expect(await shownPrice(from), `${when}: ${instance.name} price`).toContain(price);
  }
}

/** How long a page and the portfolio's read stay fresh (their `revalidate`, five minutes). */
const REFRESH_WINDOW_MS = 300_000;

/** Makes every copy the instances share in Redis older by `ms`, as if that time had passed since each was stored. */
async function agedBy(ms: number) {
  await fileCluster().redis(async (redis) => {
    for (const key of await redis.keys('kestrel:*')) {
      if ((await redis.type(key)) !== 'string') continue;
      // A key listed a moment ago may have expired since: pages rendered during an outage live only seconds.
      const stored = await redis.get(key);
      if (stored === null) continue;
      let entry: { lastModified?: unknown } | null;
      try {
        entry = JSON.parse(String(stored)) as { lastModified?: unknown } | null;
      } catch {
        continue;
      }
      if (typeof entry?.lastModified !== 'number') continue;
      await redis.set(key, JSON.stringify({ ...entry, lastModified: entry.lastModified - ms }), { expiration: 'KEEPTTL' });
    }
  });
}
