import 'server-only';
import { clients as embeddedClients } from '@/content/clients';
import type { Client, Project, Testimonial } from '@/content/model';
import { projects as embeddedProjects } from '@/content/projects';
import { testimonials as embeddedTestimonials } from '@/content/testimonials';
import { fetchEntries, isContentfulConfigured, type ContentfulApi } from './client';
import type { ReadResult } from './entries';
import { withinFirstReadWait } from './first-read-wait';
import { knownIndex } from './known-index';
import { lastRead, typesEverHeld } from './last-read';
import { portfolioReads } from './portfolio-entries';

// A type the space never held comes from content/, so the owner can move one kind of content at a time.

export interface Portfolio {
  projects: Project[];
  testimonials: Testimonial[];
  clients: Client[];
}

export const embeddedPortfolio = (): Portfolio => ({
  projects: embeddedProjects,
  testimonials: embeddedTestimonials,
  clients: embeddedClients,
});

function kept<T>(result: ReadResult<T>): T[] {
  for (const problem of result.problems) console.warn(`[contentful] ${problem}`);
  return result.items;
}

function withoutDanglingLinks(portfolio: Portfolio): Portfolio {
  const films = new Set(portfolio.projects.map((project) => project.slug));
  return {
    projects: portfolio.projects,
    testimonials: portfolio.testimonials.map(({ projectSlug, ...testimonial }) =>
      projectSlug && films.has(projectSlug) ? { ...testimonial, projectSlug } : testimonial,
    ),
    clients: portfolio.clients.map(({ projectSlug, ...client }) =>
      projectSlug && films.has(projectSlug) ? { ...client, projectSlug } : client,
    ),
  };
}

export const lastPortfolio = lastRead<Portfolio>('portfolio', 'portfolio');

export const knownProjects = knownIndex<Portfolio>({
  name: 'projects',
  builtRoute: /^\/portfolio\/([^/]+)$/,
  read: () => loadPortfolio('delivery'),
  keysOf: (portfolio) => portfolio.projects.map((project) => project.slug),
  fixed: isContentfulConfigured('delivery') ? null : embeddedPortfolio,
  kept: () => lastPortfolio.latest(),
});

export async function loadPortfolio(api: ContentfulApi): Promise<Portfolio> {
  const { projects: projectReads, testimonials: testimonialReads, clients: clientReads } = portfolioReads;
  const types = [projectReads, testimonialReads, clientReads].map((kind) => kind.type.id);
  const collections = await Promise.all(types.map((type) => fetchEntries(api, type)));
  const [projects, testimonials, clients] = collections;
  // Drafts seen in preview are not yet the space's own: only published entries count as held.
  const everHeld = await typesEverHeld(
    types.filter((_, index) => collections[index]!.items.length > 0),
    { record: api === 'delivery' },
  );
  const embedded = embeddedPortfolio();
  const held = (kind: { type: { id: string } }) => everHeld.has(kind.type.id);
  const portfolio = withoutDanglingLinks({
    projects: held(projectReads) ? kept(projectReads.read(projects!)).reverse() : embedded.projects,
    testimonials: held(testimonialReads) ? kept(testimonialReads.read(testimonials!)) : embedded.testimonials,
    clients: held(clientReads) ? kept(clientReads.read(clients!)) : embedded.clients,
  });
  if (api === 'delivery') knownProjects.record(portfolio);
  return portfolio;
}

export async function readFilmAgain(slug: string): Promise<{ project: Project; portfolio: Portfolio } | null> {
  await withinFirstReadWait(knownProjects.readAgain()).catch(() => {});
  const fresh = knownProjects.latest();
  const project = fresh?.projects.find((candidate) => candidate.slug === slug);
  return fresh && project ? { project, portfolio: fresh } : null;
}
