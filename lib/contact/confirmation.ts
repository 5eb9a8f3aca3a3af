import { projectTypeOf } from '@/content/brief';
import type { Project, Service, Site } from '@/content/model';
import { telHref } from '../contact-options';
import { replyTime } from '../facts';
import type { PriceBrief } from '../pricing';

// What the confirmation offers next, from what the owner has set (content/site.ts) and the films the site shows.

export type NextStep =
  | { kind: 'booking'; href: string }
  | { kind: 'phone'; text: string; href: string }
  | { kind: 'film'; project: Project }
  | { kind: 'portfolio' }
  | { kind: 'reply'; within: string };

/**
 * A film close to the brief: one of its project type's service (its own film first, then one that lists the service),
 * shot where the brief is when there is one. Tied by slug, never by wording; none when the type has no film.
 */
export function filmForBrief(
  brief: Pick<PriceBrief, 'projectType' | 'location'> | undefined,
  projects: readonly Project[],
  services: readonly Pick<Service, 'slug' | 'title' | 'projectType'>[],
): Project | undefined {
  const service = brief?.projectType && services.find((candidate) => projectTypeOf(candidate).value === brief.projectType);
  if (!service) return undefined;
  const own = projects.filter((project) => project.serviceSlugs[0] === service.slug);
  const listing = projects.filter((project) => project.serviceSlugs.includes(service.slug));
  const candidates = own.length > 0 ? own : listing;
  return candidates.find((project) => brief.location && project.locationSlug === brief.location) ?? candidates[0];
}

/**
 * The booking page and the phone number when the owner has them (the quickest next steps), then a film like theirs
 * (or, without a brief, the portfolio), then the reply the owner promises, when a reply time is set.
 */
export function confirmationSteps(
  site: Pick<Site, 'bookingUrl' | 'phone'> & { facts: Pick<Site['facts'], 'responseTime'> },
  film: Project | undefined,
): NextStep[] {
  const steps: NextStep[] = [];
  if (site.bookingUrl) steps.push({ kind: 'booking', href: site.bookingUrl });
  if (site.phone) steps.push({ kind: 'phone', text: site.phone, href: telHref(site.phone) });
  steps.push(film ? { kind: 'film', project: film } : { kind: 'portfolio' });
  const within = replyTime(site);
  if (within) steps.push({ kind: 'reply', within });
  return steps;
}
