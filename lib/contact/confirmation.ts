import { projectTypeOf } from '@/content/brief';
import type { Project, Service, Site } from '@/content/model';
import { telHref } from '../contact-options';
import { replyTime } from '../facts';
import type { PriceBrief } from '../pricing';

export type NextStep =
  | { kind: 'booking'; href: string }
  | { kind: 'phone'; text: string; href: string }
  | { kind: 'film'; project: Project }
  | { kind: 'portfolio' }
  | { kind: 'reply'; within: string };

// Tied by slug, never by wording: the service's own film first, then one listing it, shot where the brief is if one is.
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
