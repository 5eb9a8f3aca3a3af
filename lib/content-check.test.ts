import sampleEntries from '../content/blog-sample-entries.json';
import { projectSchema, testimonialSchema } from '../content/contentful-types';
import { locations } from '../content/locations';
import { projects } from '../content/projects';
import { services } from '../content/services';
import { testimonials } from '../content/testimonials';
import { madeUpRules } from '../test/support/price-fixture';
import { contentProblems, samplePostProblems } from './content-check';

describe('the check of content/', () => {
  it('finds nothing wrong in the content files', () => {
    expect(contentProblems()).toEqual([]);
  });

  it('names the file, the entry and the field of each problem', () => {
    const [first, second] = projects;
    const broken = [
      { ...first!, poster: { ...first!.poster, src: 'https://elsewhere.example/x.jpg' } },
      { ...second!, slug: first!.slug },
    ];
    const problems = contentProblems([
      { file: 'content/projects.ts', kind: 'project', entries: broken, schema: projectSchema, key: 'slug' },
      {
        file: 'content/testimonials.ts',
        kind: 'testimonial',
        entries: [{ ...testimonials[0]!, date: 'yesterday' }],
        schema: testimonialSchema,
        key: 'slug',
      },
    ]);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^content/projects\\.ts: project "${first!.slug}", field poster\\.src: `)),
        `content/projects.ts: project "${first!.slug}", field slug: another project has the same slug`,
        expect.stringMatching(new RegExp(`^content/testimonials\\.ts: testimonial "${testimonials[0]!.slug}", field date: `)),
      ]),
    );
  });
});

describe('the check of what the site cannot do without', () => {
  it('asks for at least one service and one project', () => {
    const problems = contentProblems([
      { file: 'content/services.ts', kind: 'service', entries: [], schema: projectSchema, key: 'slug' },
      { file: 'content/projects.ts', kind: 'project', entries: [], schema: projectSchema, key: 'slug' },
    ]);
    expect(problems).toEqual(
      expect.arrayContaining([
        'content/services.ts: at least one service is needed',
        'content/projects.ts: at least one project is needed',
      ]),
    );
  });
});

describe('the check of the sample posts', () => {
  it('names the entry and the field of a sample post that breaks the declared blog post type', () => {
    const [first, second, ...rest] = sampleEntries.items;
    const broken = [
      { ...first!, fields: { ...first!.fields, slug: 'Not a slug' } },
      { ...second!, fields: { ...second!.fields, excerpt: 'x'.repeat(400) } },
      ...rest,
    ];
    expect(samplePostProblems({ ...sampleEntries, items: broken })).toEqual([
      `content/blog-sample-entries.json: The Blog post “${first!.fields.title}” (entry ID ${first!.sys.id}) is left out of the site: “Slug”: slugs are lower-case words joined by hyphens.`,
      expect.stringMatching(
        new RegExp(
          `^content/blog-sample-entries\\.json: The Blog post “.*” \\(entry ID ${second!.sys.id}\\) is left out of the site: “Excerpt”: `,
        ),
      ),
    ]);
  });
});

describe('next.config.ts', () => {
  it('stops the build when a pricing rule names a service that does not exist', async () => {
    jest.doMock('../content/pricing', () => {
      const actual = jest.requireActual('../content/pricing') as typeof import('../content/pricing');
      const rules = actual.pricing ?? { services: [] };
      return { pricing: { ...rules, services: ['no-such-service'] } };
    });
    await expect(
      jest.isolateModulesAsync(async () => {
        await import('../next.config');
      }),
    ).rejects.toThrow(/content\/pricing\.ts: services\[0\]: unknown service "no-such-service"/);
  });

  it('stops the build when a location has no travel price, naming the location and the field', async () => {
    const [first, ...others] = locations;
    const rules = madeUpRules(
      services.map((service) => service.slug),
      others.map((location) => location.slug),
    );
    jest.doMock('../content/pricing', () => ({ pricing: rules }));
    await expect(
      jest.isolateModulesAsync(async () => {
        await import('../next.config');
      }),
    ).rejects.toThrow(`content/pricing.ts: travel.locations.${first!.slug}: ${first!.name} has no travel price`);
  });

  afterEach(() => jest.resetModules());

  it('stops the build when a content file breaks a rule, saying where', async () => {
    jest.doMock('../content/projects', () => {
      const actual = jest.requireActual('../content/projects') as typeof import('../content/projects');
      return { projects: [{ ...actual.projects[0]!, category: 'Wedding' }, ...actual.projects.slice(1)] };
    });
    await expect(
      jest.isolateModulesAsync(async () => {
        await import('../next.config');
      }),
    ).rejects.toThrow(new RegExp(`content/projects\\.ts: project "${projects[0]!.slug}", field category`));
  });
});
