import 'server-only';
import { unstable_cache } from 'next/cache';
import { draftMode } from 'next/headers';
import { cache } from 'react';
import type { Project } from '@/content/model';
import { retrySoon } from './blog';
import { oncePerBuild } from './build-phase';
import { isContentfulConfigured } from './client';
import { readAfterChanges } from './content-changes';
import { embeddedPortfolio, knownProjects, lastPortfolio, loadPortfolio, readFilmAgain, type Portfolio } from './portfolio-read';

export type { Portfolio } from './portfolio-read';

export const PORTFOLIO_CACHE_TAG = 'portfolio';
export const PORTFOLIO_REVALIDATE_SECONDS = 300;

const cachedPortfolio = unstable_cache(
  oncePerBuild(() => readAfterChanges(() => loadPortfolio('delivery'))),
  ['contentful-portfolio'],
  {
    tags: [PORTFOLIO_CACHE_TAG],
    revalidate: PORTFOLIO_REVALIDATE_SECONDS,
  },
);

export async function getPublishedPortfolio(): Promise<Portfolio> {
  if (!isContentfulConfigured('delivery')) return embeddedPortfolio();
  const { value, stale } = await lastPortfolio.within(cachedPortfolio(), embeddedPortfolio);
  if (stale) await retrySoon();
  return value;
}

async function isDraft(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

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
  portfolio: Portfolio;
}

export const findProject = cache(async (slug: string): Promise<FoundProject | null> => {
  const portfolio = await getPortfolio();
  const project = portfolio.projects.find((candidate) => candidate.slug === slug);
  if (project) return { project, portfolio };
  if ((await isDraft()) || !isContentfulConfigured('delivery')) return null;
  const fresh = await readFilmAgain(slug);
  if (fresh) return fresh;
  await retrySoon();
  return null;
});

// The proxy's index first: just after the webhook it is fresher than the cache, whose refresh serves the old copy once.
export async function knownPublishedProjects(): Promise<Project[]> {
  const cached = (await getPublishedPortfolio()).projects;
  return [...(knownProjects.latest()?.projects ?? []), ...cached];
}
