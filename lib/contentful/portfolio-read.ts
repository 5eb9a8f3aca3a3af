import 'server-only';
import { clients as embeddedClients } from '@/content/clients';
import {
  clientContentType,
  clientSchema,
  projectContentType,
  projectSchema,
  testimonialContentType,
  testimonialSchema,
} from '@/content/contentful-types';
import type { Client, Project, Testimonial } from '@/content/model';
import { projects as embeddedProjects } from '@/content/projects';
import { testimonials as embeddedTestimonials } from '@/content/testimonials';
import { fetchEntries, isContentfulConfigured, type ContentfulApi } from './client';
import { readEntries, type ReadResult } from './entries';
import { knownIndex } from './known-index';
import { lastRead } from './last-read';

// A type the space holds no entry of yet comes from content/, so the owner can move one kind of content at a time.

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
  for (const problem of result.problems) console.warn(`[contentful] left out: ${problem}`);
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

/** The films, testimonials and clients last read, which stand in for Contentful while it is down. */
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
  const [projects, testimonials, clients] = await Promise.all(
    [projectContentType.id, testimonialContentType.id, clientContentType.id].map((type) => fetchEntries(api, type)),
  );
  const embedded = embeddedPortfolio();
  const held = (collection: { items: unknown[] }) => collection.items.length > 0;
  const portfolio = withoutDanglingLinks({
    projects: held(projects!)
      ? kept(readEntries(projectContentType, projectSchema, projects!, ['slug'])).reverse()
      : embedded.projects,
    testimonials: held(testimonials!)
      ? kept(readEntries(testimonialContentType, testimonialSchema, testimonials!, ['slug']))
      : embedded.testimonials,
    clients: held(clients!) ? kept(readEntries(clientContentType, clientSchema, clients!, ['name'])) : embedded.clients,
  });
  if (api === 'delivery') knownProjects.record(portfolio);
  return portfolio;
}
