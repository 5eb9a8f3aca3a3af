import { projectTypeOf } from '@/content/brief';
import { locations } from '@/content/locations';
import type { Location, Project, ProjectCategory, Service, Testimonial } from '@/content/model';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { testimonials } from '@/content/testimonials';
import { formatPounds } from '@/lib/pricing';

export const FEATURED_SERVICE_COUNT = 3;
export const FEATURED_PROJECT_COUNT = 4;
const RELATED_PROJECT_LIMIT = 3;

export function featuredServices(list: readonly Service[] = services): Service[] {
  return list.slice(0, FEATURED_SERVICE_COUNT);
}

export function featuredProjects(list: readonly Project[] = projects): Project[] {
  return list.slice(0, FEATURED_PROJECT_COUNT);
}

export const TESTIMONIAL_BAND_SIZE = 3;

export function priceAnchor(service: Pick<Service, 'priceFrom'>): string {
  return `From ${formatPounds(service.priceFrom)}`;
}

export function yearsFilming(since: number, today: Date = new Date()): number {
  return Math.max(1, today.getFullYear() - since);
}

export function testimonialFor(
  item: { testimonialSlug?: string },
  list: readonly Testimonial[] = testimonials,
): Testimonial | undefined {
  return list.find((testimonial) => testimonial.slug === item.testimonialSlug);
}

export function testimonialForProject(
  project: Pick<Project, 'slug'>,
  list: readonly Testimonial[] = testimonials,
): Testimonial | undefined {
  return list
    .filter((testimonial) => testimonial.projectSlug === project.slug)
    .reduce<Testimonial | undefined>(
      (newest, testimonial) => (newest && newest.date >= testimonial.date ? newest : testimonial),
      undefined,
    );
}

export function similarProjects(
  project: Pick<Project, 'slug' | 'category'>,
  limit = RELATED_PROJECT_LIMIT,
  list: readonly Project[] = projects,
): Project[] {
  return list.filter((other) => other.slug !== project.slug && other.category === project.category).slice(0, limit);
}

/** A film's first service is its own: its page lists the film, and a quote from the film starts on its project type. */
export function primaryServiceOf(
  project: Pick<Project, 'serviceSlugs'>,
  list: readonly Service[] = services,
): Service | undefined {
  return list.find((service) => service.slug === project.serviceSlugs[0]);
}

export function projectTypeOfProject(
  project: Pick<Project, 'serviceSlugs'>,
  list: readonly Service[] = services,
): string | undefined {
  const service = primaryServiceOf(project, list);
  return service && projectTypeOf(service).value;
}

export function projectsForService(
  service: Pick<Service, 'slug'>,
  limit = RELATED_PROJECT_LIMIT,
  list: readonly Project[] = projects,
): Project[] {
  return list.filter((project) => project.serviceSlugs[0] === service.slug).slice(0, limit);
}

export function projectsForLocation(
  location: Pick<Location, 'slug'>,
  limit = RELATED_PROJECT_LIMIT,
  list: readonly Project[] = projects,
): Project[] {
  return list.filter((project) => project.locationSlug === location.slug).slice(0, limit);
}

export function nearbyWork(
  location: Pick<Location, 'slug' | 'county' | 'serviceSlugs'>,
  limit = RELATED_PROJECT_LIMIT,
  list: readonly Project[] = projects,
  places: readonly Location[] = locations,
): Project[] {
  const county = location.county?.trim().toLowerCase();
  const sameCounty = new Set(
    places
      .filter((place) => place.slug !== location.slug && county && place.county?.trim().toLowerCase() === county)
      .map((place) => place.slug),
  );
  const others = list.filter((project) => project.locationSlug !== location.slug);
  const ordered = [
    ...others.filter((project) => project.locationSlug && sameCounty.has(project.locationSlug)),
    ...location.serviceSlugs.flatMap((slug) => others.filter((project) => project.serviceSlugs.includes(slug))),
  ];
  return [...new Set(ordered)].slice(0, limit);
}

function servicesBySlug(slugs: readonly string[], list: readonly Service[]): Service[] {
  return slugs.flatMap((slug) => list.filter((service) => service.slug === slug));
}

export function servicesForLocation(location: Pick<Location, 'serviceSlugs'>, list: readonly Service[] = services): Service[] {
  return servicesBySlug(location.serviceSlugs, list);
}

export function servicesProvided(
  project: Pick<Project, 'serviceSlugs' | 'deliverables'>,
  list: readonly Service[] = services,
): string[] {
  return [...servicesBySlug(project.serviceSlugs, list).map((service) => service.title), ...project.deliverables];
}

type PortfolioCategoryFilter = 'all' | Lowercase<ProjectCategory>;

export const portfolioLocationFilters: readonly string[] = ['all', ...locations.map((location) => location.slug)];
type PortfolioLocationFilter = string;

export type PortfolioFilters = { category: PortfolioCategoryFilter; location: PortfolioLocationFilter };

function lowerCaseCategory(category: ProjectCategory): Lowercase<ProjectCategory> {
  return category.toLowerCase() as Lowercase<ProjectCategory>;
}

export function portfolioCategoryFilters(list: readonly Project[] = projects): PortfolioCategoryFilter[] {
  return ['all', ...new Set(list.map((project) => lowerCaseCategory(project.category)))];
}

export function filterProjects(list: readonly Project[], filters: PortfolioFilters): Project[] {
  const category = filters.category.toLowerCase();
  const location = filters.location.toLowerCase();
  return list.filter(
    (project) =>
      (category === 'all' || project.category.toLowerCase() === category) &&
      (location === 'all' || project.locationSlug === location),
  );
}

export function portfolioFilterTable(
  list: readonly Project[],
  categories: readonly PortfolioCategoryFilter[],
  places: readonly PortfolioLocationFilter[],
  filterKey: (filters: PortfolioFilters) => string,
): Record<string, string[]> {
  const table: Record<string, string[]> = {};
  for (const category of categories) {
    for (const location of places) {
      table[filterKey({ category, location })] = filterProjects(list, { category, location }).map((project) => project.slug);
    }
  }
  return table;
}

export function portfolioFilterLabels(list: readonly Project[], places: readonly Location[] = locations): Record<string, string> {
  return Object.fromEntries([
    ['all', 'All'],
    ...list.map((project) => [project.category.toLowerCase(), project.category]),
    ...places.map((location) => [location.slug, location.name]),
  ]);
}
