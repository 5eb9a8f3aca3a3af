import { locations } from './locations';
import { projects } from './projects';
import { locationSchema, projectSchema, serviceSchema, siteSchema, testimonialSchema } from './schema';
import { services } from './services';
import { site } from './site';
import { testimonials } from './testimonials';

/** A typo in content/ should fail here, with the entry named, rather than on a visitor's screen. */

function expectUnique(values: string[]) {
  expect(new Set(values).size).toBe(values.length);
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
  it.each(services.map((service) => [service.slug, service] as const))('%s matches the schema', (_, service) => {
    expect(() => serviceSchema.parse(service)).not.toThrow();
  });

  it('are the four services in menu order', () => {
    expect(services.map((service) => service.slug)).toEqual([
      'corporate-videography',
      'event-videography',
      'social-media-content',
      'promotional-videography',
    ]);
  });

  it('have unique slugs and titles', () => {
    expectUnique(services.map((service) => service.slug));
    expectUnique(services.map((service) => service.title));
  });

  it('quote the figures the spec asks for in their FAQs', () => {
    const answers = (slug: string) =>
      services
        .find((service) => service.slug === slug)!
        .faqs.map((faq) => faq.answer)
        .join(' ');
    expect(answers('corporate-videography')).toContain('£1,500 to £10,000+');
    expect(answers('corporate-videography')).toContain('3-6 weeks');
    expect(answers('event-videography')).toContain('48-72 hours');
  });

  it('write descriptions as paragraphs separated by blank lines', () => {
    for (const service of services) {
      expect(service.description.split('\n\n').length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('projects', () => {
  it.each(projects.map((project) => [project.slug, project] as const))('%s matches the schema', (_, project) => {
    expect(() => projectSchema.parse(project)).not.toThrow();
  });

  it('have posters whose text says whose poster it is', () => {
    // The poster stands in for the film, so a screen reader hears which film, not only a scene.
    for (const project of projects) {
      expect(project.poster.alt.toLowerCase()).toContain(project.title.toLowerCase());
    }
  });

  it('are the six projects in portfolio order', () => {
    expect(projects.map((project) => project.slug)).toEqual([
      'milan-design-week',
      'stylus-promotional',
      'coke-spec-ad',
      'bulb-floristry',
      'the-ordinary',
      'weffan',
    ]);
  });

  it('have unique slugs and titles', () => {
    expectUnique(projects.map((project) => project.slug));
    expectUnique(projects.map((project) => project.title));
  });

  it('frame only the coke spec ad as a portrait 9:16 film', () => {
    const portrait = projects.filter((project) => project.orientation === 'portrait');
    expect(portrait.map((project) => project.slug)).toEqual(['coke-spec-ad']);
    expect(portrait[0]!.poster.height / portrait[0]!.poster.width).toBeCloseTo(16 / 9, 2);
  });

  it('give landscape posters a 16:9 frame', () => {
    for (const project of projects.filter((p) => p.orientation === 'landscape')) {
      expect(project.poster.width / project.poster.height).toBeCloseTo(16 / 9, 2);
    }
  });

  it('keep each poster under the project’s own slug', () => {
    for (const project of projects) {
      expect(project.poster.src).toBe(`/images/projects/${project.slug}.jpg`);
    }
  });

  it('leave the video out of weffan only', () => {
    expect(projects.filter((project) => !project.videoId).map((project) => project.slug)).toEqual(['weffan']);
  });
});

describe('testimonials', () => {
  it.each(testimonials.map((testimonial) => [testimonial.id, testimonial] as const))(
    '%s matches the schema',
    (_, testimonial) => {
      expect(() => testimonialSchema.parse(testimonial)).not.toThrow();
    },
  );

  it('are eight, all rated 5, with unique ids', () => {
    expect(testimonials).toHaveLength(8);
    expect(testimonials.every((testimonial) => testimonial.rating === 5)).toBe(true);
    expectUnique(testimonials.map((testimonial) => testimonial.id));
  });
});

describe('locations', () => {
  it.each(locations.map((location) => [location.slug, location] as const))('%s matches the schema', (_, location) => {
    expect(() => locationSchema.parse(location)).not.toThrow();
  });

  it('are Brighton, Lewes and London', () => {
    expect(locations.map((location) => location.slug)).toEqual(['brighton', 'lewes', 'london']);
    expect(locations.map((location) => location.name)).toEqual(['Brighton', 'Lewes', 'London']);
  });

  it('list only services that exist', () => {
    const titles = services.map((service) => service.title);
    for (const location of locations) {
      for (const name of location.services) expect(titles).toContain(name);
    }
  });
});
