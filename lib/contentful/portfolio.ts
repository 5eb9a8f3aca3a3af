import 'server-only';
import { draftMode } from 'next/headers';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { isContentfulConfigured } from './client';
import { withinFirstReadWait } from './first-read-wait';
import { retrySoon } from './index';
import type { Project } from '@/content/schema';
import { embeddedPortfolio, knownProjects, loadPortfolio, type Portfolio } from './portfolio-read';

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

interface FoundProject {
  project: Project;
  /** The portfolio it was found in, for its testimonial and similar films. */
  portfolio: Portfolio;
}

/**
 * A film by its address. One missing from the cached portfolio gets the read the proxy made to let
 * its address through (or a fresh one, if the shared bucket allows), so a film published after the
 * build renders on its first visit, webhook or not. Once per render.
 */
export const findProject = cache(async (slug: string): Promise<FoundProject | null> => {
  const portfolio = await getPortfolio();
  const project = portfolio.projects.find((candidate) => candidate.slug === slug);
  if (project) return { project, portfolio };
  if ((await isDraft()) || !isContentfulConfigured('delivery')) return null;
  await knownProjects.readAgain();
  const fresh = knownProjects.latest();
  const freshProject = fresh?.projects.find((candidate) => candidate.slug === slug);
  if (fresh && freshProject) return { project: freshProject, portfolio: fresh };
  // Not there (yet): render again soon rather than redirecting for five minutes.
  await retrySoon();
  return null;
});

/**
 * Every film known to be published: the last read of the proxy's index (fresher than the cache just
 * after the webhook, whose refresh serves the old copy once), then the cached portfolio's.
 */
export async function knownPublishedProjects(): Promise<Project[]> {
  const cached = (await getPublishedPortfolio()).projects;
  return [...(knownProjects.latest()?.projects ?? []), ...cached];
}
