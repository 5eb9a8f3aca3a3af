import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { pricingContentType } from '../content/contentful-types';
import { pricing } from '../content/pricing';
import { cms, CONTENTFUL } from './servers/contentful';
import { revalidate } from './support/blog';
import {
  failedReads,
  headersOf,
  OUTAGES,
  ownPortfolioShown,
  PORTFOLIO_TYPES,
  portfolioPages,
  priceShownFor,
  publishOwnPortfolio,
  publishOwnPricing,
  renderedDuringOutage,
  shownContent,
  shownPrice,
} from './support/outages';
import { clusterForFile, type Instance } from './support/scale-out';

// A server started again while Contentful is down: its memory is gone, and the films, testimonials, clients and
// prices it last read stay on every page, never content/'s samples. One `next start` instance of the main build on a space of its own.

test.describe.configure({ mode: 'serial' });

const space = cms(CONTENTFUL.restartSpace);
let instance: Instance;
const contexts: APIRequestContext[] = [];
const added: string[] = [];

const fileCluster = clusterForFile(
  async (cluster) => {
    instance = await cluster.startInstance('restart', { CONTENTFUL_SPACE_ID: CONTENTFUL.restartSpace });
  },
  {
    cleanUp: async () => {
      await Promise.all(contexts.map((context) => context.dispose()));
      for (const type of [...PORTFOLIO_TYPES, pricingContentType.id]) await space.recover(type);
      for (const id of new Set(added)) await space.deleteEntry(id);
    },
  },
);

async function client(baseURL: string) {
  const context = await playwrightRequest.newContext({ baseURL });
  contexts.push(context);
  return context;
}

for (const { name, failure } of OUTAGES) {
  test(`while Contentful ${name}, a server started again keeps the portfolio and prices it last read on every page`, async () => {
    test.setTimeout(240_000);
    const own = await publishOwnPortfolio(space);
    const prices = await publishOwnPricing(space);
    added.push(...own.ids, prices.id);
    let request = await client(instance.url);
    await revalidate(request);
    const pages = portfolioPages(own.film);
    const before = await ownPortfolioShown(request, own);

    // The owner's prices on the confirmation after sending, which is worked out on each visit.
    const price = priceShownFor(prices.rules);
    expect(price).not.toBe(priceShownFor(pricing));
    await expect.poll(() => shownPrice(request), { timeout: 60_000 }).toContain(price);

    for (const type of [...PORTFOLIO_TYPES, pricingContentType.id]) await space.fail(failure, undefined, type);
    try {
      instance = await fileCluster().restartInstance(instance);
      request = await client(instance.url);
      const failed = failedReads(instance.log, 'portfolio');
      // The webhook makes every page read Contentful again, which fails.
      await revalidate(request);
      await renderedDuringOutage(headersOf(request), pages, instance.log, 'portfolio', failed);
      for (const address of pages) expect(await shownContent(request, address), address).toEqual(before.get(address));
      expect(await shownPrice(request)).toContain(price);
    } finally {
      for (const type of [...PORTFOLIO_TYPES, pricingContentType.id]) await space.recover(type);
    }
  });
}
