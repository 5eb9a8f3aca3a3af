import { locations } from '@/content/locations';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { testimonials } from '@/content/testimonials';
import { testimonialForProject } from './content-queries';
import { bandPages, rankedTestimonials, testimonialBands, type ContentLists } from './testimonial-bands';

const quote = (slug: string, date: string, company = `${slug} Ltd`, projectSlug?: string) => ({
  ...testimonials[0]!,
  slug,
  date,
  company,
  projectSlug,
});
const project = (slug: string, serviceSlugs: string[], locationSlug: string) => ({
  ...projects[0]!,
  slug,
  serviceSlugs,
  locationSlug,
});

const lists: ContentLists = {
  testimonials: [
    quote('oldest', '2020-01-01', 'oldest Ltd', 'film-a'),
    quote('old', '2021-01-01', 'old Ltd', 'film-b'),
    quote('middle', '2022-01-01'),
    quote('new', '2023-01-01'),
    quote('newest', '2024-01-01'),
    quote('same-company', '2025-01-01', 'newest Ltd'),
  ],
  projects: [project('film-a', ['corporate'], 'lewes'), project('film-b', ['events'], 'london')],
  services: [
    { ...services[0]!, slug: 'corporate', testimonialSlug: undefined },
    { ...services[0]!, slug: 'events', testimonialSlug: 'middle' },
  ],
  locations: [{ ...locations[0]!, slug: 'lewes', serviceSlugs: ['corporate'], testimonialSlug: undefined }],
};
const slugs = (list: { slug: string }[]) => list.map((entry) => entry.slug);

describe('rankedTestimonials', () => {
  it('puts those about the page’s work, service or place first, then the rest, each newest first', () => {
    expect(slugs(rankedTestimonials({ projectSlugs: ['film-a'] }, lists))).toEqual([
      'oldest',
      'same-company',
      'new',
      'middle',
      'old',
    ]);
    // The events service: its own testimonial and the one of its film.
    expect(slugs(rankedTestimonials({ serviceSlugs: ['events'] }, lists)).slice(0, 2)).toEqual(['middle', 'old']);
    expect(slugs(rankedTestimonials({ locationSlug: 'lewes' }, lists))[0]).toBe('oldest');
  });

  it('counts what a testimonial names itself: its film, its service or its place', () => {
    const own: ContentLists = {
      ...lists,
      testimonials: [
        ...lists.testimonials,
        { ...quote('of-film', '2019-01-01'), projectSlug: 'film-b' },
        { ...quote('of-service', '2018-01-01'), serviceSlug: 'corporate' },
        { ...quote('of-place', '2017-01-01'), locationSlug: 'lewes' },
      ],
    };
    expect(slugs(rankedTestimonials({ projectSlugs: ['film-b'] }, own)).slice(0, 2)).toEqual(['old', 'of-film']);
    expect(slugs(rankedTestimonials({ serviceSlugs: ['events'] }, own))).toContain('of-film');
    expect(slugs(rankedTestimonials({ serviceSlugs: ['corporate'] }, own)).slice(0, 2)).toEqual(['oldest', 'of-service']);
    expect(slugs(rankedTestimonials({ locationSlug: 'lewes' }, own)).slice(0, 2)).toEqual(['oldest', 'of-place']);
  });

  it('with no topic, is the newest, one per company, without those the page shows elsewhere', () => {
    expect(slugs(rankedTestimonials({}, lists))).toEqual(['same-company', 'new', 'middle', 'old', 'oldest']);
    expect(slugs(rankedTestimonials({ exclude: ['new'] }, lists))).toEqual(['same-company', 'middle', 'old', 'oldest']);
  });
});

describe('testimonialBands', () => {
  it('gives pages with the same topic different sets while the content has enough testimonials', () => {
    const bands = testimonialBands(
      [
        { key: 'one', topic: {} },
        { key: 'two', topic: {} },
        { key: 'three', topic: {} },
      ],
      3,
      lists,
    );
    expect(slugs(bands.one)).toEqual(['same-company', 'new', 'middle']);
    const sets = Object.values(bands).map((band) => slugs(band).sort().join());
    expect(new Set(sets).size).toBe(3);
    for (const band of Object.values(bands)) expect(new Set(slugs(band)).size).toBe(3);
  });

  it('repeats a set only when there is no other', () => {
    const two = { ...lists, testimonials: lists.testimonials.slice(0, 2) };
    const bands = testimonialBands(
      [
        { key: 'one', topic: {} },
        { key: 'two', topic: {} },
      ],
      3,
      two,
    );
    expect(slugs(bands.one)).toEqual(slugs(bands.two));
  });

  it('on the real content: every band page has a full band, none repeated within it, no two alike where possible', () => {
    const pages = bandPages();
    const bands = testimonialBands(pages);
    const companies = new Set(testimonials.map((entry) => entry.company.trim().toLowerCase()));
    for (const { key, topic } of pages) {
      const band = bands[key]!;
      expect(band.length).toBe(Math.min(3, companies.size - (topic.exclude?.length ?? 0)));
      expect(new Set(slugs(band)).size).toBe(band.length);
      for (const excluded of topic.exclude ?? []) expect(slugs(band)).not.toContain(excluded);
    }
    // With six companies or more there are more sets of three than pages.
    if (companies.size >= 6) {
      const sets = Object.values(bands).map((band) => slugs(band).sort().join());
      expect(new Set(sets).size).toBe(sets.length);
    }
  });

  it('on the real content: no one client is on most of the pages that show testimonials', () => {
    const bands = testimonialBands(bandPages());
    const companyOf = (slug?: string) =>
      testimonials
        .find((entry) => entry.slug === slug)
        ?.company.trim()
        .toLowerCase();
    const pages: (string | undefined)[][] = [
      ...bandPages().map(({ key }) => bands[key]!.map((entry) => companyOf(entry.slug))),
      ...services.map((service) => [companyOf(service.testimonialSlug)]),
      ...projects.map((project) => [companyOf(testimonialForProject(project)?.slug)]),
    ];
    // A place's page shows its own testimonial beside its band.
    for (const location of locations)
      pages[bandPages().findIndex(({ key }) => key === `location:${location.slug}`)]!.push(companyOf(location.testimonialSlug));
    const showing = pages.map((page) => new Set(page.filter(Boolean))).filter((page) => page.size > 0);
    const onPages = new Map<string, number>();
    for (const page of showing) for (const company of page) onPages.set(company!, (onPages.get(company!) ?? 0) + 1);
    const most = Math.max(...onPages.values());
    expect(most * 2).toBeLessThanOrEqual(showing.length);
  });
});
