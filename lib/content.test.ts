import { locations } from '@/content/locations';
import { projects } from '@/content/projects';
import type { Project, Testimonial } from '@/content/schema';
import { services } from '@/content/services';
import { testimonials } from '@/content/testimonials';

import {
  featuredProjects,
  featuredServices,
  priceAnchor,
  TESTIMONIAL_BAND_SIZE,
  testimonialsForBand,
  yearsFilming,
  filterProjects,
  locationBySlug,
  locationPagePath,
  parsePortfolioFilters,
  portfolioCategoryFilters,
  portfolioLocationFilters,
  projectBySlug,
  projectPagePath,
  projectsForLocation,
  projectsForService,
  serviceBySlug,
  servicePagePath,
  similarProjects,
  testimonialForLocation,
  testimonialForProject,
  testimonialForService,
} from './content';

// Small fixtures for edge cases the real content does not happen to contain.
function project(overrides: Partial<Project> & Pick<Project, 'slug'>): Project {
  return {
    title: overrides.slug,
    category: 'Corporate',
    excerpt: 'Excerpt',
    location: 'London',
    date: 'April 2024',
    description: 'Description',
    client: 'Client',
    timeline: 'Two weeks',
    goals: ['Goal'],
    services: ['Colour grading'],
    outcome: 'Outcome',
    orientation: 'landscape',
    poster: { src: `/images/projects/${overrides.slug}.jpg`, alt: 'Poster', width: 1600, height: 900 },
    updatedAt: '2026-01-01',
    ...overrides,
  };
}

function testimonial(overrides: Partial<Testimonial> & Pick<Testimonial, 'id'>): Testimonial {
  return {
    name: 'Name',
    title: 'Title',
    company: 'Company',
    quote: 'Quote',
    rating: 5,
    date: '2026-01-01',
    ...overrides,
  };
}

const slugs = (list: readonly { slug: string }[]) => list.map((item) => item.slug);
const byTitle = (title: string) => services.find((service) => service.title === title)!;
const byName = (name: string) => locations.find((location) => location.name === name)!;

describe('featured content', () => {
  it('features the first three services', () => {
    expect(slugs(featuredServices())).toEqual(['corporate-videography', 'event-videography', 'social-media-content']);
  });

  it('features the first four projects', () => {
    expect(slugs(featuredProjects())).toEqual(['milan-design-week', 'stylus-promotional', 'coke-spec-ad', 'bulb-floristry']);
  });

  it('returns what there is when the list is shorter than the limit', () => {
    expect(featuredProjects([project({ slug: 'only' })])).toHaveLength(1);
    expect(featuredServices([])).toEqual([]);
  });
});

describe('lookups by slug', () => {
  it('finds services, projects and locations', () => {
    expect(serviceBySlug('event-videography')?.title).toBe('Event Videography');
    expect(projectBySlug('coke-spec-ad')?.orientation).toBe('portrait');
    expect(locationBySlug('lewes')?.name).toBe('Lewes');
  });

  it('returns undefined for unknown or near-miss slugs', () => {
    expect(serviceBySlug('wedding-videography')).toBeUndefined();
    expect(serviceBySlug('Corporate-Videography')).toBeUndefined();
    expect(projectBySlug('')).toBeUndefined();
    expect(projectBySlug('__proto__')).toBeUndefined();
    expect(locationBySlug('brighton-videographer')).toBeUndefined();
    expect(locationBySlug('hove')).toBeUndefined();
  });
});

describe('testimonialsForBand', () => {
  it('gives the content enough distinct clients for a full band', () => {
    const band = testimonialsForBand();
    expect(band.length).toBeGreaterThanOrEqual(TESTIMONIAL_BAND_SIZE);
    expect(new Set(band.map((entry) => entry.id)).size).toBe(band.length);
    expect(new Set(band.map((entry) => entry.company)).size).toBe(band.length);
  });

  it('shows the newest first, one per company, and leaves out what the page already shows', () => {
    const list = [
      testimonial({ id: 'old', company: 'Acme', date: '2024-01-01' }),
      testimonial({ id: 'newest', company: 'Acme', date: '2026-05-01' }),
      testimonial({ id: 'middle', company: 'Beta', date: '2025-05-01' }),
      testimonial({ id: 'other', company: 'Gamma', date: '2025-01-01' }),
      testimonial({ id: 'twice', company: 'Delta', date: '2023-01-01' }),
      testimonial({ id: 'twice', company: 'Delta', date: '2023-01-01' }),
    ];
    expect(testimonialsForBand([], 3, list).map((entry) => entry.id)).toEqual(['newest', 'middle', 'other']);
    expect(testimonialsForBand(['middle'], 3, list).map((entry) => entry.id)).toEqual(['newest', 'other', 'twice']);
    expect(testimonialsForBand([], 9, list).map((entry) => entry.id)).toEqual(['newest', 'middle', 'other', 'twice']);
  });
});

describe('priceAnchor', () => {
  it('reads "From £…" with thousands separated, for every service', () => {
    expect(priceAnchor({ priceFrom: 1500 })).toBe('From £1,500');
    expect(priceAnchor({ priceFrom: 750 })).toBe('From £750');
    for (const service of services) expect(priceAnchor(service)).toMatch(/^From £\d{1,3}(,\d{3})*$/);
  });
});

describe('yearsFilming', () => {
  it('counts whole years from the first year, and never less than one', () => {
    expect(yearsFilming(2016, new Date('2026-11-24'))).toBe(10);
    expect(yearsFilming(2026, new Date('2026-11-24'))).toBe(1);
  });
});

describe('testimonialForProject', () => {
  it('matches the real projects that have a client testimonial', () => {
    const idFor = (slug: string) => testimonialForProject(projectBySlug(slug)!)?.id;
    expect(idFor('milan-design-week')).toBe('giulia-ferraro');
    expect(idFor('stylus-promotional')).toBe('priya-desai');
    expect(idFor('bulb-floristry')).toBe('hannah-cole');
    expect(idFor('the-ordinary')).toBe('marcus-bell');
    expect(idFor('coke-spec-ad')).toBeUndefined();
    expect(idFor('weffan')).toBeUndefined();
  });

  it('ignores case and returns the first match', () => {
    const list = [
      testimonial({ id: 'other', company: 'Someone Else' }),
      testimonial({ id: 'first', company: 'ACME WIDGETS LTD' }),
      testimonial({ id: 'second', company: 'Acme Widgets' }),
    ];
    expect(testimonialForProject({ title: 'acme widgets' }, list)?.id).toBe('first');
  });

  it('returns undefined when nothing matches, or the title is blank', () => {
    expect(testimonialForProject({ title: 'Nobody' })).toBeUndefined();
    expect(testimonialForProject({ title: '  ' })).toBeUndefined();
    expect(testimonialForProject({ title: 'Stylus' }, [])).toBeUndefined();
  });
});

describe('testimonialForService', () => {
  it('matches the services mentioned in a quote', () => {
    expect(testimonialForService(byTitle('Corporate Videography'))?.id).toBe('priya-desai');
    expect(testimonialForService(byTitle('Event Videography'))?.id).toBe('giulia-ferraro');
    expect(testimonialForService(byTitle('Social Media Content'))?.id).toBe('hannah-cole');
    expect(testimonialForService(byTitle('Promotional Videography'))).toBeUndefined();
  });

  it('looks in the quote, not the company, ignoring case', () => {
    const list = [
      testimonial({ id: 'company-only', company: 'Drone Filming Ltd', quote: 'Great work.' }),
      testimonial({ id: 'quote', quote: 'The DRONE FILMING was superb.' }),
    ];
    expect(testimonialForService({ title: 'Drone Filming' }, list)?.id).toBe('quote');
  });
});

describe('testimonialForLocation', () => {
  it('matches the client company to the location name', () => {
    expect(testimonialForLocation(byName('London'))?.id).toBe('priya-desai');
    expect(testimonialForLocation(byName('Lewes'))?.id).toBe('hannah-cole');
    expect(testimonialForLocation(byName('Brighton'))).toBeUndefined();
  });

  it('ignores case', () => {
    const list = [testimonial({ id: 'hove', company: 'Seafront Studio, HOVE' })];
    expect(testimonialForLocation({ name: 'Hove' }, list)?.id).toBe('hove');
  });
});

describe('similarProjects', () => {
  it('returns other projects of the same category', () => {
    expect(slugs(similarProjects(projectBySlug('stylus-promotional')!))).toEqual(['weffan']);
    expect(slugs(similarProjects(projectBySlug('coke-spec-ad')!))).toEqual(['the-ordinary']);
    expect(similarProjects(projectBySlug('milan-design-week')!)).toEqual([]);
  });

  it('never includes the project itself and stops at three', () => {
    const list = ['a', 'b', 'c', 'd', 'e'].map((slug) => project({ slug, category: 'Event' }));
    expect(slugs(similarProjects(list[2]!, undefined, list))).toEqual(['a', 'b', 'd']);
    expect(slugs(similarProjects(list[0]!, 1, list))).toEqual(['b']);
  });

  it('skips other categories', () => {
    const list = [project({ slug: 'a', category: 'Event' }), project({ slug: 'b', category: 'Product' })];
    expect(similarProjects(list[0]!, 3, list)).toEqual([]);
  });
});

describe('projectsForService', () => {
  it('matches each real service to its projects, at most three', () => {
    expect(slugs(projectsForService(byTitle('Corporate Videography')))).toEqual(['stylus-promotional', 'weffan']);
    expect(slugs(projectsForService(byTitle('Event Videography')))).toEqual(['milan-design-week', 'weffan']);
    expect(slugs(projectsForService(byTitle('Social Media Content')))).toEqual([
      'milan-design-week',
      'coke-spec-ad',
      'bulb-floristry',
    ]);
    expect(slugs(projectsForService(byTitle('Promotional Videography')))).toEqual([
      'stylus-promotional',
      'coke-spec-ad',
      'the-ordinary',
    ]);
  });

  it('has more matches than the limit for social media content, so the cap is exercised', () => {
    expect(projectsForService(byTitle('Social Media Content'), Infinity)).toHaveLength(4);
  });

  it('matches on the category or a listed service, ignoring case', () => {
    const list = [
      project({ slug: 'by-category', category: 'Event', services: ['Colour grading'] }),
      project({ slug: 'by-service', category: 'Corporate', services: ['Filming', 'EVENT highlights'] }),
      project({ slug: 'neither', category: 'Product', services: ['Colour grading'] }),
    ];
    expect(slugs(projectsForService({ title: 'event' }, 3, list))).toEqual(['by-category', 'by-service']);
  });

  it('returns an empty list when nothing matches', () => {
    expect(projectsForService({ title: 'Wedding Videography' })).toEqual([]);
    expect(projectsForService({ title: '' })).toEqual([]);
  });
});

describe('projectsForLocation', () => {
  it('matches each real location', () => {
    expect(slugs(projectsForLocation(byName('London')))).toEqual(['stylus-promotional', 'the-ordinary', 'weffan']);
    expect(slugs(projectsForLocation(byName('Lewes')))).toEqual(['coke-spec-ad', 'bulb-floristry']);
    expect(projectsForLocation(byName('Brighton'))).toEqual([]);
  });

  it('matches part of the location, ignoring case, and stops at three', () => {
    const list = ['a', 'b', 'c', 'd'].map((slug) => project({ slug, location: 'Kemptown, BRIGHTON' }));
    expect(slugs(projectsForLocation({ name: 'brighton' }, undefined, list))).toEqual(['a', 'b', 'c']);
  });
});

describe('portfolio filters', () => {
  it('offers all plus each category once, lower-cased, in first-seen order', () => {
    expect(portfolioCategoryFilters()).toEqual(['all', 'event', 'corporate', 'product', 'social media']);
    expect(portfolioCategoryFilters([])).toEqual(['all']);
  });

  it('offers all plus every location page', () => {
    expect(portfolioLocationFilters).toEqual(['all', ...locations.map((location) => location.slug)]);
  });

  it('filters by category, location and both', () => {
    expect(filterProjects(projects, { category: 'all', location: 'all' })).toEqual(projects);
    expect(slugs(filterProjects(projects, { category: 'product', location: 'all' }))).toEqual(['coke-spec-ad', 'the-ordinary']);
    expect(slugs(filterProjects(projects, { category: 'all', location: 'lewes' }))).toEqual(['coke-spec-ad', 'bulb-floristry']);
    expect(slugs(filterProjects(projects, { category: 'corporate', location: 'london' }))).toEqual([
      'stylus-promotional',
      'weffan',
    ]);
  });

  it('returns nothing when no project fits', () => {
    expect(filterProjects(projects, { category: 'all', location: 'brighton' })).toEqual([]);
    expect(filterProjects(projects, { category: 'event', location: 'london' })).toEqual([]);
    expect(filterProjects([], { category: 'all', location: 'all' })).toEqual([]);
  });
});

describe('parsePortfolioFilters', () => {
  it('accepts known values, ignoring case and surrounding spaces', () => {
    expect(parsePortfolioFilters({ category: 'event', location: 'lewes' })).toEqual({
      category: 'event',
      location: 'lewes',
    });
    expect(parsePortfolioFilters({ category: ' Social Media ', location: 'LONDON' })).toEqual({
      category: 'social media',
      location: 'london',
    });
  });

  it('defaults to all when parameters are missing', () => {
    expect(parsePortfolioFilters({})).toEqual({ category: 'all', location: 'all' });
    expect(parsePortfolioFilters(undefined)).toEqual({ category: 'all', location: 'all' });
    expect(parsePortfolioFilters(null)).toEqual({ category: 'all', location: 'all' });
  });

  it.each([
    ['an unknown category', { category: 'weddings', location: 'lewes' }, { category: 'all', location: 'lewes' }],
    ['an unknown location', { category: 'event', location: 'paris' }, { category: 'event', location: 'all' }],
    ['repeated parameters', { category: ['event', 'product'], location: ['lewes'] }, { category: 'all', location: 'all' }],
    ['empty values', { category: '', location: '' }, { category: 'all', location: 'all' }],
    ['prototype keys', { category: '__proto__', location: 'constructor' }, { category: 'all', location: 'all' }],
    ['method names', { category: 'toString', location: 'hasOwnProperty' }, { category: 'all', location: 'all' }],
    ['markup', { category: '<script>alert(1)</script>', location: '"><img>' }, { category: 'all', location: 'all' }],
    ['a partial match', { category: 'social', location: 'lon' }, { category: 'all', location: 'all' }],
    ['a huge value', { category: 'event'.repeat(10_000), location: 'x'.repeat(100_000) }, { category: 'all', location: 'all' }],
  ])('falls back to all for %s', (_, params, expected) => {
    expect(parsePortfolioFilters(params)).toEqual(expected);
  });

  it('ignores values inherited through the prototype', () => {
    const params = Object.create({ category: 'event', location: 'lewes' }) as Record<string, string>;
    expect(parsePortfolioFilters(params)).toEqual({ category: 'all', location: 'all' });
  });

  it('only accepts categories present in the portfolio', () => {
    const list = [project({ slug: 'a', category: 'Event' })];
    expect(parsePortfolioFilters({ category: 'product' }, list).category).toBe('all');
    expect(parsePortfolioFilters({ category: 'event' }, list).category).toBe('event');
  });
});

describe('page paths', () => {
  it('builds the path of each page type', () => {
    expect(servicePagePath(byTitle('Event Videography'))).toBe('/event-videography');
    expect(locationPagePath(byName('Brighton'))).toBe('/brighton-videographer');
    expect(projectPagePath(projectBySlug('weffan')!)).toBe('/portfolio/weffan');
  });
});

describe('the content exercises every rule', () => {
  it('gives every service at least one project', () => {
    for (const service of services) expect(projectsForService(service).length).toBeGreaterThan(0);
  });

  it('keeps testimonials from matching anything by accident', () => {
    // Each testimonial's company names at most one project and at most one location.
    for (const entry of testimonials) {
      const company = entry.company.toLowerCase();
      expect(projects.filter((p) => company.includes(p.title.toLowerCase())).length).toBeLessThanOrEqual(1);
      expect(locations.filter((l) => company.includes(l.name.toLowerCase())).length).toBeLessThanOrEqual(1);
    }
  });
});
