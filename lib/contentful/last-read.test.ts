import path from 'node:path';
import {
  clientContentType,
  pricingContentType,
  pricingEntryOf,
  projectContentType,
  testimonialContentType,
} from '@/content/contentful-types';
import type { PricingRules } from '@/content/model';
import { pricing } from '@/content/pricing';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { testimonials } from '@/content/testimonials';
import type { FixtureEntry } from '../../e2e/servers/contentful-fixtures';
import { modelEntries, type ModelAsset } from '../../e2e/servers/model-entries';
import type { RunningServer } from '../../e2e/servers/running-server';
import { ownBuildFolder, standInOnOwnPort } from '../../test/support/contentful-reads';
import { madeUpRules } from '../../test/support/price-fixture';

// The last good read of each kind of content standing in for Contentful while it fails or hangs, read through the
// real SDK from the Content Delivery API stand-in: films, testimonials and clients (one read) and the prices.

let server: RunningServer;
let standIn: typeof import('../../e2e/servers/contentful');
let portfolioRead: typeof import('./portfolio-read');
let pricingRead: typeof import('./pricing-read');
let lastReadModule: typeof import('./last-read');
const build = ownBuildFolder('last-read');
const { forgetHeldTypes, neverRead } = build;

beforeAll(async () => {
  ({ standIn, server } = await standInOnOwnPort(build.dir));
  // After the settings, which lib/env.ts reads once.
  portfolioRead = await import('./portfolio-read');
  pricingRead = await import('./pricing-read');
  lastReadModule = await import('./last-read');
});
afterAll(async () => {
  await server.stop();
  build.remove();
});
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  jest.restoreAllMocks();
  await standIn.cms().recover();
  for (const type of [projectContentType.id, testimonialContentType.id, clientContentType.id, pricingContentType.id])
    await standIn.cms().recover(type);
});

/** A store of its own per test, as each process of the site keeps one per kind of content. */
let stores = 0;
const storeName = () => `test-${++stores}`;

/** A server started again: its memory is gone, the build output stays. */
function restarted<T>(name: string) {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for(`kestrel.lastRead.${name}`)];
  return lastReadModule.lastRead<T>(name, 'test content');
}

/** The owner's own film, testimonial and client, none of them content/'s. */
function ownPortfolio(): FixtureEntry[] {
  const posters: ModelAsset[] = [];
  const film = modelEntries(projectContentType, [{ ...projects[0]!, slug: 'owners-film', title: 'The owner’s film' }], (value) =>
    String(value.slug),
  );
  posters.push(...film.assets);
  const quote = modelEntries(
    testimonialContentType,
    [{ ...testimonials[0]!, slug: 'owners-quote', quote: 'Said by a real client.', projectSlug: 'owners-film' }],
    (value) => String(value.slug),
  ).entries;
  const client = modelEntries(
    clientContentType,
    [{ name: 'A Real Client', projectSlug: 'owners-film' }],
    () => 'real-client',
  ).entries;
  ownPosters = posters;
  return [...film.entries, ...quote, ...client];
}
let ownPosters: ModelAsset[] = [];

async function seedOwnPortfolio() {
  standIn.seedSpace(standIn.CONTENTFUL.space, ownPortfolio());
  for (const asset of ownPosters) await standIn.cms().putAsset(asset);
}

/** Prices of their own, far from content/pricing.ts's. */
const RULES = madeUpRules([services[0]!.slug], []);
const ownPricing = () => modelEntries(pricingContentType, [pricingEntryOf(RULES)], () => 'owners-rules').entries;

type Outage = { name: string; failure: Parameters<ReturnType<typeof standIn.cms>['fail']>[0] };
const outages: Outage[] = [
  { name: 'answers 503', failure: { kind: 'status', status: 503 } },
  // Longer than the first-read wait: to the site, no answer.
  { name: 'does not answer', failure: { kind: 'slow', delayMs: 6500 } },
];
/** The first-read wait (5 s) and the machine's own slowness, never the SDK's 30 s timeout or its retries. */
const WITHIN_MS = 7500;

const kinds = [
  { kind: 'films', contentType: projectContentType.id, ownOf: (read: Portfolio) => read.projects.map((film) => film.slug) },
  {
    kind: 'testimonials',
    contentType: testimonialContentType.id,
    ownOf: (read: Portfolio) => read.testimonials.map((quote) => quote.slug),
  },
  { kind: 'clients', contentType: clientContentType.id, ownOf: (read: Portfolio) => read.clients.map((client) => client.name) },
] as const;
type Portfolio = import('./portfolio-read').Portfolio;

describe.each(outages)('while Contentful $name', ({ failure }) => {
  it.each(kinds)(
    'the last good read of the $kind stays, and after a restart',
    async ({ contentType, ownOf }) => {
      await seedOwnPortfolio();
      const name = storeName();
      const store = lastReadModule.lastRead<Portfolio>(name, 'portfolio');
      const good = await store.within(portfolioRead.loadPortfolio('delivery'), portfolioRead.embeddedPortfolio);
      expect(good.stale).toBe(false);
      const own = ownOf(good.value);
      expect(own).toHaveLength(1);
      expect(own).not.toEqual(ownOf(portfolioRead.embeddedPortfolio()));

      await standIn.cms().fail(failure, undefined, contentType);
      if (failure.kind === 'status') {
        const during = await store.within(portfolioRead.loadPortfolio('delivery'), portfolioRead.embeddedPortfolio);
        expect(during).toEqual({ value: good.value, stale: true });
      }
      const started = Date.now();
      const afterRestart = await restarted<Portfolio>(name).within(
        portfolioRead.loadPortfolio('delivery'),
        portfolioRead.embeddedPortfolio,
      );
      expect(Date.now() - started).toBeLessThan(WITHIN_MS);
      expect(afterRestart).toEqual({ value: good.value, stale: true });
      expect(ownOf(afterRestart.value)).toEqual(own);
    },
    20_000,
  );

  it('the last good prices stay, and after a restart', async () => {
    standIn.seedSpace(standIn.CONTENTFUL.space, ownPricing());
    const name = storeName();
    const read = () => pricingRead.loadPricing('delivery').then((rules) => ({ rules }));
    const embedded = () => ({ rules: pricing });
    const store = lastReadModule.lastRead<{ rules: PricingRules | null }>(name, 'pricing rules');
    const good = await store.within(read(), embedded);
    expect(good.stale).toBe(false);
    expect(good.value.rules).toMatchObject({ extraDay: RULES.extraDay, spreadPercent: RULES.spreadPercent });

    await standIn.cms().fail(failure, undefined, pricingContentType.id);
    if (failure.kind === 'status')
      await expect(store.within(read(), embedded)).resolves.toEqual({ value: good.value, stale: true });
    const started = Date.now();
    const afterRestart = await restarted<{ rules: PricingRules | null }>(name).within(read(), embedded);
    expect(Date.now() - started).toBeLessThan(WITHIN_MS);
    expect(afterRestart).toEqual({ value: good.value, stale: true });
  }, 20_000);
});

describe('a space never read', () => {
  it('gets content/ while Contentful fails, and the space’s own content once it answers', async () => {
    await seedOwnPortfolio();
    const store = lastReadModule.lastRead<Portfolio>(storeName(), 'portfolio');
    await standIn.cms().fail({ kind: 'status', status: 503 });
    await expect(store.within(portfolioRead.loadPortfolio('delivery'), portfolioRead.embeddedPortfolio)).resolves.toEqual({
      value: portfolioRead.embeddedPortfolio(),
      stale: true,
    });
    await standIn.cms().recover();
    const read = await store.within(portfolioRead.loadPortfolio('delivery'), portfolioRead.embeddedPortfolio);
    expect(read.stale).toBe(false);
    expect(read.value.projects.map((film) => film.slug)).toEqual(['owners-film']);
  });

  it('keeps each read in the build output, where `next build` leaves its own for the server', async () => {
    await seedOwnPortfolio();
    const name = storeName();
    await lastReadModule
      .lastRead<Portfolio>(name, 'portfolio')
      .within(portfolioRead.loadPortfolio('delivery'), portfolioRead.embeddedPortfolio);
    const { readFileSync } = await import('node:fs');
    const saved = JSON.parse(
      readFileSync(path.join(build.dir, lastReadModule.LAST_READS_FOLDER, `${name}.json`), 'utf8'),
    ) as Portfolio;
    expect(saved.projects.map((film) => film.slug)).toEqual(['owners-film']);
  });
});

describe('a type the space held once', () => {
  beforeEach(neverRead);

  it('shows none once the space holds none of it, after a restart too, never content/’s samples', async () => {
    await seedOwnPortfolio();
    expect((await portfolioRead.loadPortfolio('delivery')).projects.map((film) => film.slug)).toEqual(['owners-film']);

    // The owner unpublishes every film, testimonial and client.
    standIn.seedSpace(standIn.CONTENTFUL.space, []);
    const none = { projects: [], testimonials: [], clients: [] };
    await expect(portfolioRead.loadPortfolio('delivery')).resolves.toEqual(none);
    forgetHeldTypes();
    await expect(portfolioRead.loadPortfolio('delivery')).resolves.toEqual(none);
  });

  it('shows no price once the space holds no Pricing entry, after a restart too, never content/pricing.ts', async () => {
    standIn.seedSpace(standIn.CONTENTFUL.space, ownPricing());
    await expect(pricingRead.loadPricing('delivery')).resolves.toMatchObject({ extraDay: RULES.extraDay });
    standIn.seedSpace(standIn.CONTENTFUL.space, []);
    await expect(pricingRead.loadPricing('delivery')).resolves.toBeNull();
    forgetHeldTypes();
    await expect(pricingRead.loadPricing('delivery')).resolves.toBeNull();
  });

  it('counts published entries only: drafts seen in preview hold nothing yet', async () => {
    standIn.seedSpace(
      standIn.CONTENTFUL.space,
      ownPortfolio().map((entry) => ({ ...entry, published: false })),
    );
    await portfolioRead.loadPortfolio('preview');
    standIn.seedSpace(standIn.CONTENTFUL.space, []);
    await expect(portfolioRead.loadPortfolio('delivery')).resolves.toEqual(portfolioRead.embeddedPortfolio());
  });

  it('leaves a type never held to content/, beside one held', async () => {
    standIn.seedSpace(standIn.CONTENTFUL.space, ownPricing());
    await pricingRead.loadPricing('delivery');
    standIn.seedSpace(standIn.CONTENTFUL.space, []);
    await expect(portfolioRead.loadPortfolio('delivery')).resolves.toEqual(portfolioRead.embeddedPortfolio());
  });
});

describe('a film the portfolio read does not hold', () => {
  it('is looked for again within the first-read wait, never as long as Contentful takes', async () => {
    await seedOwnPortfolio();
    await portfolioRead.loadPortfolio('delivery');
    const since = modelEntries(projectContentType, [{ ...projects[0]!, slug: 'published-since' }], (value) => String(value.slug));
    for (const asset of since.assets) await standIn.cms().putAsset(asset);
    await standIn.cms().putEntry(since.entries[0]!.id, since.entries[0]!.fields, { contentType: projectContentType.id });
    await standIn.cms().fail({ kind: 'slow', delayMs: 12_000 }, undefined, projectContentType.id);

    const started = Date.now();
    await expect(portfolioRead.readFilmAgain('published-since')).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(WITHIN_MS);
    // The read it gave up waiting for does find the film in the end: the page was spared that wait, not the read.
    await standIn.cms().recover(projectContentType.id);
    const found = () => portfolioRead.knownProjects.latest()?.projects.some((film) => film.slug === 'published-since');
    for (const deadline = Date.now() + 20_000; !found() && Date.now() < deadline;)
      await new Promise((done) => setTimeout(done, 200));
    expect(found()).toBe(true);
  }, 30_000);
});
