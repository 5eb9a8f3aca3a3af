import { locations } from '@/content/locations';
import type { Location, Project, Service, Testimonial } from '@/content/model';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { testimonials } from '@/content/testimonials';
import { featuredProjects, featuredServices, TESTIMONIAL_BAND_SIZE, testimonialForProject } from './content-queries';

interface BandTopic {
  serviceSlugs?: readonly string[];
  locationSlug?: string;
  projectSlugs?: readonly string[];
  exclude?: readonly string[];
}

const allContent: ContentLists = { testimonials, projects, services, locations };

export interface ContentLists {
  testimonials: readonly Testimonial[];
  projects: readonly Project[];
  services: readonly Service[];
  locations: readonly Location[];
}

function aboutTopic(topic: BandTopic, lists: ContentLists): Set<string> {
  const slugs = new Set<string>();
  const serviceSlugs = new Set(topic.serviceSlugs);
  for (const service of lists.services)
    if (serviceSlugs.has(service.slug) && service.testimonialSlug) slugs.add(service.testimonialSlug);
  for (const location of lists.locations)
    if (location.slug === topic.locationSlug && location.testimonialSlug) slugs.add(location.testimonialSlug);
  const places = new Map(lists.projects.map((project) => [project.slug, project]));
  for (const testimonial of lists.testimonials) {
    const film = testimonial.projectSlug ? places.get(testimonial.projectSlug) : undefined;
    const ofWork = film !== undefined && topic.projectSlugs?.includes(film.slug);
    const ofService =
      (testimonial.serviceSlug !== undefined && serviceSlugs.has(testimonial.serviceSlug)) ||
      (film?.serviceSlugs.some((slug) => serviceSlugs.has(slug)) ?? false);
    const place = testimonial.locationSlug ?? film?.locationSlug;
    const ofPlace = topic.locationSlug !== undefined && place === topic.locationSlug;
    if (ofWork || ofService || ofPlace) slugs.add(testimonial.slug);
  }
  return slugs;
}

export function rankedTestimonials(topic: BandTopic, lists: ContentLists = allContent): Testimonial[] {
  const about = aboutTopic(topic, lists);
  const excluded = new Set(topic.exclude);
  const byDate = [...lists.testimonials].sort((a, b) => b.date.localeCompare(a.date));
  const ordered = [...byDate.filter((entry) => about.has(entry.slug)), ...byDate.filter((entry) => !about.has(entry.slug))];
  const companies = new Set<string>();
  return ordered.filter((entry) => {
    const company = companyOf(entry);
    if (excluded.has(entry.slug) || companies.has(company)) return false;
    companies.add(company);
    return true;
  });
}

const setKey = (chosen: readonly Testimonial[]) =>
  chosen
    .map((entry) => entry.slug)
    .sort()
    .join(' ');

const companyOf = (entry: Testimonial) => entry.company.trim().toLowerCase();

// Clients shown on the fewest pages so far come first (service, film and place pages included): no one is on most pages.
export function testimonialBands<Key extends string>(
  pages: readonly { key: Key; topic: BandTopic }[],
  count = TESTIMONIAL_BAND_SIZE,
  lists: ContentLists = allContent,
): Record<Key, Testimonial[]> {
  const shown = new Set<string>();
  const bySlug = new Map(lists.testimonials.map((entry) => [entry.slug, entry]));
  const pagesOf = new Map<string, number>();
  const uses = (entry: Testimonial) => pagesOf.get(companyOf(entry)) ?? 0;
  const count1 = (entry: Testimonial | undefined) => {
    if (entry) pagesOf.set(companyOf(entry), uses(entry) + 1);
  };
  for (const item of [...lists.services, ...lists.locations]) if (item.testimonialSlug) count1(bySlug.get(item.testimonialSlug));
  for (const project of lists.projects) count1(testimonialForProject(project, lists.testimonials));
  const bands = {} as Record<Key, Testimonial[]>;
  for (const { key, topic } of pages) {
    const about = aboutTopic(topic, lists);
    const ranked = rankedTestimonials(topic, lists);
    // A stable sort: the newest first among clients shown as often.
    const fair = [
      ...ranked.filter((entry) => about.has(entry.slug)).sort((a, b) => uses(a) - uses(b)),
      ...ranked.filter((entry) => !about.has(entry.slug)).sort((a, b) => uses(a) - uses(b)),
    ];
    let chosen = fair.slice(0, count);
    for (let place = chosen.length - 1; place >= 0 && shown.has(setKey(chosen)); place--) {
      const swap = fair.slice(count).find((candidate) => !shown.has(setKey(chosen.with(place, candidate))));
      if (swap) chosen = chosen.with(place, swap);
    }
    shown.add(setKey(chosen));
    for (const entry of chosen) count1(entry);
    bands[key] = chosen;
  }
  return bands;
}

export type BandPage = 'home' | 'portfolio' | 'services' | 'about' | 'contact' | `location:${string}`;

export function bandPages(lists: ContentLists = allContent): { key: BandPage; topic: BandTopic }[] {
  return [
    {
      key: 'home',
      topic: {
        projectSlugs: featuredProjects(lists.projects).map((project) => project.slug),
        serviceSlugs: featuredServices(lists.services).map((service) => service.slug),
      },
    },
    { key: 'portfolio', topic: { projectSlugs: lists.projects.map((project) => project.slug) } },
    { key: 'services', topic: { serviceSlugs: lists.services.map((service) => service.slug) } },
    { key: 'about', topic: {} },
    { key: 'contact', topic: {} },
    ...lists.locations.map((location) => ({
      key: `location:${location.slug}` as const,
      topic: {
        locationSlug: location.slug,
        serviceSlugs: location.serviceSlugs,
        exclude: location.testimonialSlug ? [location.testimonialSlug] : [],
      },
    })),
  ];
}

type PortfolioLists = Pick<ContentLists, 'projects' | 'testimonials'>;

const bandsOf = new WeakMap<PortfolioLists, Record<string, Testimonial[]>>();

export function testimonialsForPage(page: BandPage, portfolio: PortfolioLists = allContent): Testimonial[] {
  let bands = bandsOf.get(portfolio);
  if (!bands) {
    const lists = { ...portfolio, services, locations };
    bands = testimonialBands(bandPages(lists), TESTIMONIAL_BAND_SIZE, lists);
    bandsOf.set(portfolio, bands);
  }
  return bands[page] ?? [];
}
