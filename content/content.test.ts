import { locations } from './locations';
import { pricing } from './pricing';
import { projects } from './projects';
import {
  filmSchema,
  locationSchema,
  pricingProblems,
  projectSchema,
  serviceSchema,
  siteSchema,
  testimonialSchema,
  unknownReferences,
} from './schema';
import { services } from './services';
import { showreel } from './showreel';
import { site } from './site';
import { testimonials } from './testimonials';

// A typo in content/ should fail here, with the entry named, rather than on a visitor's screen.

function expectUnique(values: string[]) {
  expect(new Set(values).size).toBe(values.length);
}

/** Each entry matches its schema, and none repeats another's value of a `unique` field. */
function checkEntries<T extends { slug: string }>(
  entries: readonly T[],
  schema: { parse: (value: unknown) => unknown },
  unique: (keyof T & string)[],
) {
  it.each(entries.map((entry) => [entry.slug, entry] as const))('%s matches the schema', (_, entry) => {
    expect(() => schema.parse(entry)).not.toThrow();
  });

  it(`have unique ${unique.map((key) => `${key}s`).join(' and ')}`, () => {
    for (const key of unique) expectUnique(entries.map((entry) => String(entry[key])));
  });
}

describe('site', () => {
  it('matches the schema', () => {
    expect(() => siteSchema.parse(site)).not.toThrow();
  });

  it('has one profile per social network', () => {
    expectUnique(site.socials.map((social) => social.network));
  });
});

describe('services', () => {
  checkEntries(services, serviceSchema, ['slug', 'title']);

  it('quote the figures the spec asks for in their FAQs', () => {
    const answers = services.flatMap((service) => service.faqs.map((faq) => faq.answer)).join(' ');
    for (const figure of ['£1,500 to £10,000+', '3-6 weeks', '48-72 hours']) expect(answers).toContain(figure);
  });
});

describe('projects', () => {
  checkEntries(projects, projectSchema, ['slug', 'title']);

  it('have posters whose text says whose poster it is', () => {
    // The poster stands in for the film, so a screen reader hears which film, not only a scene.
    for (const project of projects) {
      expect(project.poster.alt.toLowerCase()).toContain(project.title.toLowerCase());
    }
  });

  it('frame posters 16:9, or 9:16 for portrait films', () => {
    for (const project of projects) {
      const { width, height } = project.poster;
      expect(project.orientation === 'portrait' ? height / width : width / height).toBeCloseTo(16 / 9, 2);
    }
  });

  it('keep each poster under the project’s own slug', () => {
    for (const project of projects) {
      expect(project.poster.src).toBe(`/images/projects/${project.slug}.jpg`);
    }
  });
});

describe('films', () => {
  const film = { host: 'youtube', id: 'abcdefghijk', duration: 120, uploadDate: '2025-05-19' } as const;

  it('the showreel’s matches the schema', () => {
    expect(() => filmSchema.parse(showreel.film)).not.toThrow();
  });

  it('name a known host and an id of that host’s form', () => {
    expect(() => filmSchema.parse(film)).not.toThrow();
    expect(() => filmSchema.parse({ ...film, host: 'vimeo', id: '123456789', hash: 'ab12cd34ef' })).not.toThrow();
    expect(() => filmSchema.parse({ ...film, host: 'dailymotion' })).toThrow();
    expect(() => filmSchema.parse({ ...film, host: 'vimeo' })).toThrow();
    expect(() => filmSchema.parse({ ...film, id: '123456789' })).toThrow();
    expect(() => filmSchema.parse({ ...film, host: 'vimeo', id: '123456789', hash: 'not hex' })).toThrow();
  });

  it('give the length and a full upload date', () => {
    expect(() => filmSchema.parse({ ...film, duration: 0 })).toThrow();
    expect(() => filmSchema.parse({ ...film, uploadDate: '2025-05' })).toThrow();
  });

  it('give chapters from the start, in order, within the film', () => {
    const chapters = (...starts: number[]) => starts.map((start) => ({ title: `At ${start}`, start }));
    expect(() => filmSchema.parse({ ...film, chapters: chapters(0, 30, 90) })).not.toThrow();
    expect(() => filmSchema.parse({ ...film, chapters: chapters(5, 30) })).toThrow('the first chapter starts at 0');
    expect(() => filmSchema.parse({ ...film, chapters: chapters(0, 30, 30) })).toThrow('in order');
    expect(() => filmSchema.parse({ ...film, chapters: chapters(0, 120) })).toThrow('before the film ends');
  });
});

describe('testimonials', () => {
  checkEntries(testimonials, testimonialSchema, ['slug']);
});

describe('locations', () => {
  checkEntries(locations, locationSchema, ['slug', 'name']);
});

describe('references between entries', () => {
  it('name only entries that exist', () => {
    expect(unknownReferences({ services, projects, testimonials, locations })).toEqual([]);
  });

  it('are reported by entry when they name nothing', () => {
    const [project] = projects;
    const [location] = locations;
    const [service] = services;
    const broken = {
      services: [{ ...service!, testimonialSlug: 'nobody' }],
      projects: [{ ...project!, serviceSlugs: ['drone-filming'], locationSlug: 'paris', testimonialSlug: 'nobody' }],
      testimonials,
      locations: [{ ...location!, serviceSlugs: ['drone-filming'] }],
    };
    expect(unknownReferences(broken)).toEqual([
      `service ${service!.slug}: unknown testimonial "nobody"`,
      `project ${project!.slug}: unknown service "drone-filming"`,
      `project ${project!.slug}: unknown location "paris"`,
      `project ${project!.slug}: unknown testimonial "nobody"`,
      `location ${location!.slug}: unknown service "drone-filming"`,
    ]);
  });
});

describe('pricing rules', () => {
  it('name known services and locations and match their schema (next.config.ts checks them at build too)', () => {
    expect(pricingProblems(pricing, { services, locations })).toEqual([]);
  });
});
