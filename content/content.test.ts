import { contentProblems } from '../lib/content-check';
import { unknownReferences } from './checks';
import { filmSchema } from './fields';
import { locations } from './locations';
import { projects } from './projects';
import { services } from './services';
import { showreel } from './showreel';
import { site } from './site';
import { testimonials } from './testimonials';

// A typo in content/ should fail here, with the entry named, rather than on a visitor's screen.

function expectUnique(values: string[]) {
  expect(new Set(values).size).toBe(values.length);
}

it('every file of content/ passes the build’s check: schemas, unique keys, known references, prices', () => {
  expect(contentProblems()).toEqual([]);
});

describe('site', () => {
  it('has one profile per social network', () => {
    expectUnique(site.socials.map((social) => social.network));
  });
});

describe('services', () => {
  it('have unique titles', () => {
    expectUnique(services.map((service) => service.title));
  });

  it('quote the published price and turnaround figures in their FAQs', () => {
    const answers = services.flatMap((service) => service.faqs.map((faq) => faq.answer)).join(' ');
    for (const figure of ['£1,500 to £10,000+', '3-6 weeks', '48-72 hours']) expect(answers).toContain(figure);
  });
});

describe('projects', () => {
  it('have unique titles', () => {
    expectUnique(projects.map((project) => project.title));
  });

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

describe('locations', () => {
  it('have unique names', () => {
    expectUnique(locations.map((location) => location.name));
  });
});

describe('references between entries', () => {
  it('are reported by entry when they name nothing', () => {
    const [project] = projects;
    const [location] = locations;
    const [service] = services;
    const [testimonial] = testimonials;
    const broken = {
      services: [{ ...service!, testimonialSlug: 'nobody' }],
      projects: [{ ...project!, serviceSlugs: ['drone-filming'], locationSlug: 'paris' }],
      testimonials: [{ ...testimonial!, projectSlug: 'nowhere' }],
      locations: [{ ...location!, serviceSlugs: ['drone-filming'] }],
    };
    expect(unknownReferences(broken)).toEqual([
      `service ${service!.slug}: unknown testimonial "nobody"`,
      `project ${project!.slug}: unknown service "drone-filming"`,
      `project ${project!.slug}: unknown location "paris"`,
      `location ${location!.slug}: unknown service "drone-filming"`,
      `testimonial ${testimonial!.slug}: unknown project "nowhere"`,
    ]);
  });
});
