import { projectContentType } from '@/content/contentful-types';
import { contentfulFields } from '@/content/fields';
import { locations } from '@/content/locations';
import type { Location, Project, Service, Testimonial } from '@/content/model';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import {
  FEATURED_PROJECT_COUNT,
  FEATURED_SERVICE_COUNT,
  featuredProjects,
  featuredServices,
  filterProjects,
  nearbyWork,
  portfolioCategoryFilters,
  portfolioLocationFilters,
  priceAnchor,
  projectsForLocation,
  projectsForService,
  projectTypeOfProject,
  servicesForLocation,
  servicesProvided,
  similarProjects,
  testimonialFor,
  testimonialForProject,
  yearsFilming,
} from './content-queries';

function project(overrides: Partial<Project> & Pick<Project, 'slug'>): Project {
  return {
    title: overrides.slug,
    category: 'Corporate',
    excerpt: 'Excerpt',
    location: 'London',
    date: 'April 2024',
    description: ['Description'],
    client: 'Client',
    timeline: 'Two weeks',
    goals: ['Goal'],
    serviceSlugs: ['filming'],
    deliverables: ['Colour grading'],
    outcome: 'Outcome',
    orientation: 'landscape',
    poster: { src: `/images/projects/${overrides.slug}.jpg`, alt: 'Poster', width: 1600, height: 900 },
    updatedAt: '2026-01-01',
    ...overrides,
  };
}

function service(slug: string, title: string): Service {
  return { ...services[0]!, slug, title, testimonialSlug: undefined };
}

function testimonial(overrides: Partial<Testimonial> & Pick<Testimonial, 'slug'>): Testimonial {
  return { name: 'Name', title: 'Title', company: 'Company', quote: 'Quote', rating: 5, date: '2026-01-01', ...overrides };
}

const slugs = (list: readonly { slug: string }[]) => list.map((item) => item.slug);
const many = (count: number, overrides: Partial<Project> = {}) =>
  Array.from({ length: count }, (_, index) => project({ slug: `p${index}`, ...overrides }));

describe('featured content', () => {
  it('features the first services and projects, in content order', () => {
    expect(featuredProjects(many(9))).toEqual(many(FEATURED_PROJECT_COUNT));
    expect(slugs(featuredServices())).toEqual(slugs(services.slice(0, FEATURED_SERVICE_COUNT)));
  });

  it('returns what there is when the list is shorter than the limit', () => {
    expect(featuredProjects(many(1))).toHaveLength(1);
    expect(featuredServices([])).toEqual([]);
  });
});

describe('priceAnchor', () => {
  it('reads "From £…" with thousands separated, for every service', () => {
    expect(priceAnchor({ priceFrom: 1500 })).toBe('From £1,500');
    expect(priceAnchor({ priceFrom: 750 })).toBe('From £750');
    for (const entry of services) expect(priceAnchor(entry)).toMatch(/^From £\d{1,3}(,\d{3})*$/);
  });
});

describe('yearsFilming', () => {
  it('counts whole years from the first year, and never less than one', () => {
    expect(yearsFilming(2016, new Date('2026-11-24'))).toBe(10);
    expect(yearsFilming(2026, new Date('2026-11-24'))).toBe(1);
  });
});

describe('testimonialFor', () => {
  const list = [testimonial({ slug: 'acme', company: 'Acme' }), testimonial({ slug: 'beta', company: 'Beta' })];

  it('finds the testimonial an entry names by slug', () => {
    expect(testimonialFor({ testimonialSlug: 'beta' }, list)?.company).toBe('Beta');
  });

  it('finds none when the entry names none, or an unknown one', () => {
    expect(testimonialFor({}, list)).toBeUndefined();
    expect(testimonialFor({ testimonialSlug: 'gamma' }, list)).toBeUndefined();
  });
});

describe('testimonialForProject', () => {
  const about = (slug: string, date: string, projectSlug?: string) => testimonial({ slug, date, projectSlug, company: slug });

  it('is the testimonial whose Project names the film: the one link between them', () => {
    const list = [
      about('of-film', '2025-01-01', 'the-film'),
      about('of-other', '2026-01-01', 'other-film'),
      about('loose', '2026-02-01'),
    ];
    expect(testimonialForProject({ slug: 'the-film' }, list)?.slug).toBe('of-film');
    expect(testimonialForProject({ slug: 'unquoted-film' }, list)).toBeUndefined();
  });

  it('is the newest when several name the film', () => {
    const list = [
      about('older', '2024-05-01', 'the-film'),
      about('newer', '2025-05-01', 'the-film'),
      about('oldest', '2023-05-01', 'the-film'),
    ];
    expect(testimonialForProject({ slug: 'the-film' }, list)?.slug).toBe('newer');
  });

  it('cannot be chosen from the film’s side: a film holds no link to a testimonial', () => {
    expect(Object.keys(projectContentType.fields)).not.toContain('testimonialSlug');
    expect(contentfulFields(projectContentType).map((field) => field.id)).not.toContain('testimonial');
  });
});

describe('similarProjects', () => {
  it('returns other projects of the same category, without the project itself, at most three', () => {
    const list = many(5, { category: 'Event' });
    expect(slugs(similarProjects(list[2]!, undefined, list))).toEqual(['p0', 'p1', 'p3']);
    expect(slugs(similarProjects(list[0]!, 1, list))).toEqual(['p1']);
  });

  it('skips other categories', () => {
    const list = [project({ slug: 'a', category: 'Event' }), project({ slug: 'b', category: 'Product' })];
    expect(similarProjects(list[0]!, 3, list)).toEqual([]);
  });
});

describe('projects of a service or a location', () => {
  const list = [
    project({ slug: 'both', serviceSlugs: ['events', 'social'], locationSlug: 'lewes' }),
    project({ slug: 'social-only', serviceSlugs: ['social'], locationSlug: 'london' }),
    project({ slug: 'events-abroad', serviceSlugs: ['events'] }),
    project({ slug: 'social-at-an-event', serviceSlugs: ['social', 'events'] }),
  ];

  it('lists the projects whose own (first) service it is, in portfolio order, and pads with no other', () => {
    expect(slugs(projectsForService({ slug: 'events' }, 3, list))).toEqual(['both', 'events-abroad']);
    expect(slugs(projectsForService({ slug: 'social' }, 3, list))).toEqual(['social-only', 'social-at-an-event']);
    expect(projectsForService({ slug: 'weddings' }, 3, list)).toEqual([]);
  });

  it('starts a quote from a film on its own service’s project type', () => {
    const types = [
      { slug: 'events', title: 'Events', projectType: { value: 'event', label: 'Event Video' } },
      { slug: 'social', title: 'Social' },
    ] as unknown as Service[];
    expect(projectTypeOfProject(list[0]!, types)).toBe('event');
    expect(projectTypeOfProject(list[3]!, types)).toBe('social');
    expect(projectTypeOfProject(project({ slug: 'gone', serviceSlugs: ['gone'] }), types)).toBeUndefined();
  });

  it('lists the projects that name the location', () => {
    expect(slugs(projectsForLocation({ slug: 'lewes' }, 3, list))).toEqual(['both']);
    expect(projectsForLocation({ slug: 'brighton' }, 3, list)).toEqual([]);
  });

  it('stops at the limit', () => {
    expect(projectsForLocation({ slug: 'lewes' }, undefined, many(5, { locationSlug: 'lewes' }))).toHaveLength(3);
  });
});

describe('servicesForLocation and servicesProvided', () => {
  const list = [service('events', 'Event Films'), service('social', 'Social Clips')];

  it('give a location its services in the order it lists them', () => {
    const location: Pick<Location, 'serviceSlugs'> = { serviceSlugs: ['social', 'events'] };
    expect(slugs(servicesForLocation(location, list))).toEqual(['social', 'events']);
  });

  it('read a project’s services by their current titles, then its other deliverables', () => {
    expect(servicesProvided({ serviceSlugs: ['social'], deliverables: ['Captions'] }, list)).toEqual([
      'Social Clips',
      'Captions',
    ]);
  });
});

describe('portfolio filters', () => {
  it('offers all plus each category once, lower-cased, in first-seen order', () => {
    const list = [
      project({ slug: 'a', category: 'Product' }),
      project({ slug: 'b', category: 'Social Media' }),
      project({ slug: 'c', category: 'Product' }),
    ];
    expect(portfolioCategoryFilters(list)).toEqual(['all', 'product', 'social media']);
    expect(portfolioCategoryFilters([])).toEqual(['all']);
  });

  it('offers all plus every location page', () => {
    expect(portfolioLocationFilters).toEqual(['all', ...locations.map((location) => location.slug)]);
  });

  it('filters by category, location and both', () => {
    const list = [
      project({ slug: 'a', category: 'Event', locationSlug: 'lewes' }),
      project({ slug: 'b', category: 'Product', locationSlug: 'lewes' }),
      project({ slug: 'c', category: 'Product' }),
    ];
    expect(filterProjects(list, { category: 'all', location: 'all' })).toEqual(list);
    expect(slugs(filterProjects(list, { category: 'product', location: 'all' }))).toEqual(['b', 'c']);
    expect(slugs(filterProjects(list, { category: 'all', location: 'lewes' }))).toEqual(['a', 'b']);
    expect(slugs(filterProjects(list, { category: 'product', location: 'lewes' }))).toEqual(['b']);
    expect(filterProjects(list, { category: 'event', location: 'london' })).toEqual([]);
    expect(filterProjects([], { category: 'all', location: 'all' })).toEqual([]);
  });
});

describe('nearbyWork', () => {
  const place = (slug: string, county?: string) => ({ ...locations[0]!, slug, county, serviceSlugs: ['events', 'corporate'] });
  const film = (slug: string, locationSlug: string | undefined, serviceSlugs: string[]) => ({
    ...projects[0]!,
    slug,
    locationSlug,
    serviceSlugs,
  });
  const places = [place('town', 'Shire'), place('village', 'Shire'), place('city', 'Metro')];
  const films = [
    film('city-corporate', 'city', ['corporate']),
    film('village-corporate', 'village', ['corporate']),
    film('city-events', 'city', ['events']),
    film('abroad-events', undefined, ['events']),
  ];

  it('shows films from the rest of the county first, then those of the services booked most there', () => {
    expect(slugs(nearbyWork(places[0]!, 3, films, places))).toEqual(['village-corporate', 'city-events', 'abroad-events']);
  });

  it('without a county, goes by the services alone, and never lists a film twice or beyond the limit', () => {
    expect(slugs(nearbyWork(place('town'), 9, films, places))).toEqual([
      'city-events',
      'abroad-events',
      'city-corporate',
      'village-corporate',
    ]);
    expect(nearbyWork(place('town'), 2, films, places)).toHaveLength(2);
  });
});
