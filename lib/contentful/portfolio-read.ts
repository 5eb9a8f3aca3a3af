import 'server-only';
import { clients as embeddedClients } from '@/content/clients';
import { clientSchema, clientType, projectSchema, projectType, testimonialSchema, testimonialType } from '@/content/model';
import { projects as embeddedProjects } from '@/content/projects';
import type { Client, Project, Testimonial } from '@/content/schema';
import { testimonials as embeddedTestimonials } from '@/content/testimonials';
import { fetchEntries, isContentfulConfigured, type ContentfulApi } from './client';
import { readEntries, type ReadResult } from './entries';
import { knownIndex } from './known-index';

// The portfolio's films, the testimonials and the clients read from Contentful, or taken from content/.
// A type the space holds no entry of yet also comes from content/, so the owner can move one kind of
// content at a time and the site is never left without films. Free of React and request APIs:
// proxy.ts reads it too.

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

/** References to an entry that was left out (it failed its rules) are dropped, like links to unpublished ones. */
function withoutDanglingLinks(portfolio: Portfolio): Portfolio {
  const films = new Set(portfolio.projects.map((project) => project.slug));
  const quotes = new Set(portfolio.testimonials.map((testimonial) => testimonial.slug));
  return {
    projects: portfolio.projects.map(({ testimonialSlug, ...project }) =>
      testimonialSlug && quotes.has(testimonialSlug) ? { ...project, testimonialSlug } : project,
    ),
    testimonials: portfolio.testimonials.map(({ projectSlug, ...testimonial }) =>
      projectSlug && films.has(projectSlug) ? { ...testimonial, projectSlug } : testimonial,
    ),
    clients: portfolio.clients.map(({ projectSlug, ...client }) =>
      projectSlug && films.has(projectSlug) ? { ...client, projectSlug } : client,
    ),
  };
}

/** The films' addresses, shared by proxy.ts and the pages (lib/contentful/known-index.ts). */
export const knownProjects = knownIndex<Portfolio>({
  name: 'projects',
  builtRoute: /^\/portfolio\/([^/]+)$/,
  read: () => loadPortfolio('delivery'),
  keysOf: (portfolio) => portfolio.projects.map((project) => project.slug),
  // Without Contentful the films are content/'s, known from the start.
  fixed: isContentfulConfigured('delivery') ? null : embeddedPortfolio,
});

/** Reads the three types at once; throws when Contentful cannot answer (the cache then keeps the last good copy). */
export async function loadPortfolio(api: ContentfulApi): Promise<Portfolio> {
  const [projects, testimonials, clients] = await Promise.all(
    [projectType.id, testimonialType.id, clientType.id].map((type) => fetchEntries(api, type)),
  );
  const embedded = embeddedPortfolio();
  const held = (collection: { items: unknown[] }) => collection.items.length > 0;
  const portfolio = withoutDanglingLinks({
    // Newest first: a film just added leads the portfolio and the home page's Featured Work.
    projects: held(projects!) ? kept(readEntries(projectType, projectSchema, projects!, ['slug'])).reverse() : embedded.projects,
    testimonials: held(testimonials!)
      ? kept(readEntries(testimonialType, testimonialSchema, testimonials!, ['slug']))
      : embedded.testimonials,
    clients: held(clients!) ? kept(readEntries(clientType, clientSchema, clients!, ['name'])) : embedded.clients,
  });
  if (api === 'delivery') knownProjects.record(portfolio);
  return portfolio;
}
