import 'server-only';
import { draftMode } from 'next/headers';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { isContentfulConfigured } from './client';
import { withinFirstReadWait } from './first-read-wait';
import { retrySoon } from './index';
import { embeddedPortfolio, loadPortfolio, type Portfolio } from './portfolio-read';

// What the pages show of the portfolio: cached like the blog, refreshed by the webhook or every five minutes.

export type { Portfolio } from './portfolio-read';

export const PORTFOLIO_CACHE_TAG = 'portfolio';
/** Route segment configs repeat this literal. */
export const PORTFOLIO_REVALIDATE_SECONDS = 300;

// unstable_cache, as for the blog (lib/contentful/index.ts says why).
const cachedPortfolio = unstable_cache(() => loadPortfolio('delivery'), ['contentful-portfolio'], {
  tags: [PORTFOLIO_CACHE_TAG],
  revalidate: PORTFOLIO_REVALIDATE_SECONDS,
});

/**
 * The published portfolio; never throws. A stored copy is served at once (a failing refresh keeps
 * it); with none and Contentful down or hanging (a new instance during an outage), content/ stands
 * in and the page is rendered again soon.
 */
export async function getPublishedPortfolio(): Promise<Portfolio> {
  if (!isContentfulConfigured('delivery')) return embeddedPortfolio();
  const reading = cachedPortfolio();
  try {
    return await withinFirstReadWait(reading);
  } catch (error) {
    reading.catch(() => {});
    console.error('The portfolio could not be loaded from Contentful; the site shows its own content meanwhile', error);
    await retrySoon();
    return embeddedPortfolio();
  }
}

async function isDraft(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    // Outside a request (generateStaticParams, the sitemap's build): published content only.
    return false;
  }
}

/**
 * What a page shows: in draft mode, drafts from the Preview API (never cached), else the published
 * portfolio. Once per render, however many components ask.
 */
export const getPortfolio = cache(async (): Promise<Portfolio> => {
  if (!(await isDraft()) || !isContentfulConfigured('preview')) return getPublishedPortfolio();
  try {
    return await loadPortfolio('preview');
  } catch (error) {
    console.error('Drafts of the portfolio could not be loaded from the Contentful Preview API', error);
    return getPublishedPortfolio();
  }
});
