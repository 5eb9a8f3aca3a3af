import {
  clientContentType,
  clientSchema,
  projectContentType,
  testimonialContentType,
  testimonialSchema,
} from '@/content/contentful-types';
import { projects } from '@/content/projects';
import { testimonials } from '@/content/testimonials';
import { deliveryCollection, fixtureId, modelEntries, type ModelEntry } from '../../e2e/servers/model-entries';
import { readEntries } from './entries';
import { portfolioReads } from './portfolio-entries';

const UPDATED = '2026-01-02';
const projectFixtures = () => modelEntries(projectContentType, projects, (project) => String(project.slug));
const testimonialFixtures = () => modelEntries(testimonialContentType, testimonials, (testimonial) => String(testimonial.slug));

function space(edit: (entries: ModelEntry[]) => ModelEntry[] = (entries) => entries) {
  const p = projectFixtures();
  const t = testimonialFixtures();
  return deliveryCollection(edit([...p.entries, ...t.entries]), [...p.assets, ...t.assets], `${UPDATED}T10:00:00.000Z`);
}

// As the site reads them: each slug once.
const readProjects = portfolioReads.projects.read;
/** The projects read from a space whose entries `edit` has changed in place. */
const readEdited = (edit: (entries: ModelEntry[]) => void) =>
  readProjects(
    space((entries) => {
      edit(entries);
      return entries;
    }),
  );
const fieldsOf = (entries: ModelEntry[], slug: string) =>
  entries.find((entry) => entry.id === fixtureId('project', slug))!.fields;

describe('reading entries of the declared types', () => {
  it('gives back every project and testimonial that the declaration wrote as entries', () => {
    const collection = space();
    // All but the sample mark, which only content/ gives: an entry of the space is the owner's own.
    expect(readProjects(collection)).toEqual({
      items: projects.map(({ sample: _sample, ...project }) => ({ ...project, updatedAt: UPDATED })),
      problems: [],
    });
    expect(readEntries(testimonialContentType, testimonialSchema, collection).items).toEqual(
      testimonials.map(({ sample: _sample, ...testimonial }) => testimonial),
    );
  });

  it('keeps only entries of the type asked for', () => {
    const collection = space();
    expect(readEntries(clientContentType, clientSchema, collection).items).toEqual([]);
    expect(readProjects(collection).items.every((project) => projects.some((p) => p.slug === project.slug))).toBe(true);
  });

  it('drops an entry missing a required field, naming in a sentence the entry, its id and the field by its label', () => {
    const [first] = projects;
    const result = readEdited((entries) => {
      delete fieldsOf(entries, first!.slug).outcome;
    });
    expect(result.items.map((project) => project.slug)).not.toContain(first!.slug);
    expect(result.problems).toEqual([
      `The Project “${first!.title}” (entry ID ${fixtureId('project', first!.slug)}) is left out of the site: “Outcome” is empty.`,
    ]);
  });

  it('drops a film whose host and id are filled in but not its length, naming “Film: length in seconds”', () => {
    const hosted = projects.find((project) => project.film)!;
    const result = readEdited((entries) => {
      delete fieldsOf(entries, hosted.slug).filmDuration;
    });
    expect(result.items.map((project) => project.slug)).not.toContain(hosted.slug);
    expect(result.problems).toEqual([
      `The Project “${hosted.title}” (entry ID ${fixtureId('project', hosted.slug)}) is left out of the site: “Film: length in seconds” is empty.`,
    ]);
  });

  it('names an entry without a title by its slug, and one without either by its id alone', () => {
    const [first, second] = projects;
    const result = readEdited((entries) => {
      delete fieldsOf(entries, first!.slug).title;
      Object.assign(fieldsOf(entries, second!.slug), { title: ' ', slug: '' });
    });
    expect(result.problems).toEqual([
      `The Project with the slug “${first!.slug}” (entry ID ${fixtureId('project', first!.slug)}) is left out of the site: “Title” is empty.`,
      `A Project entry without a title (entry ID ${fixtureId('project', second!.slug)}) is left out of the site: “Title” is empty; “Slug” is empty.`,
    ]);
  });

  it('drops entries whose fields hold the wrong kind of value, and keeps the rest', () => {
    const [a, b, c] = projects;
    const result = readEdited((entries) => {
      fieldsOf(entries, a!.slug).title = { nodeType: 'document' };
      fieldsOf(entries, b!.slug).slug = '../../etc';
      fieldsOf(entries, c!.slug).category = 'Wedding';
    });
    expect(result.items).toHaveLength(projects.length - 3);
    expect(result.problems.join('\n')).toMatch(/“Title” cannot be used as it is[\s\S]*“Slug”: [\s\S]*“Category”: /);
  });

  it('names each field of a problem by the label the owner sees in Contentful, not the site’s own name', () => {
    const [first] = projects;
    const result = readEdited((entries) => {
      const fields = fieldsOf(entries, first!.slug);
      Object.assign(fields, {
        locationPage: 'atlantis',
        services: [...(fields.services as string[]), 'drones'],
        filmDuration: -1,
      });
    });
    const [problem] = result.problems;
    expect(problem).toMatch(/^The Project “.+” \(entry ID .+\) is left out of the site: /);
    const labels = ['“Location page”: ', `“Services, item ${first!.serviceSlugs.length + 1}”: `, '“Film: length in seconds”: '];
    for (const label of labels) expect(problem).toContain(label);
    expect(problem).not.toMatch(/locationSlug|serviceSlugs|film\.duration/);
  });

  it('reads a link to a missing or unpublished film as no film, keeping the testimonial', () => {
    const about = testimonials.find((testimonial) => testimonial.projectSlug)!;
    const missing = fixtureId('project', about.projectSlug!);
    const collection = space((entries) => entries.filter((entry) => entry.id !== missing));
    collection.includes.Entry = collection.includes.Entry.filter((entry) => entry.sys.id !== missing);
    const read = readEntries(testimonialContentType, testimonialSchema, collection).items.find(
      (entry) => entry.slug === about.slug,
    )!;
    expect(read).toBeDefined();
    expect(read.projectSlug).toBeUndefined();
  });

  it('reads a link to an entry of another type as no link', () => {
    const about = testimonials.find((testimonial) => testimonial.projectSlug)!;
    const other = testimonials.find((testimonial) => testimonial.slug !== about.slug)!;
    const collection = space((entries) => {
      entries.find((entry) => entry.id === fixtureId('testimonial', about.slug))!.fields.project = {
        sys: { type: 'Link', linkType: 'Entry', id: fixtureId('testimonial', other.slug) },
      };
      return entries;
    });
    const read = readEntries(testimonialContentType, testimonialSchema, collection).items.find(
      (entry) => entry.slug === about.slug,
    )!;
    expect(read.projectSlug).toBeUndefined();
  });

  it('drops a project whose poster is not an image on the site or Contentful’s Images API', () => {
    const [first] = projects;
    const collection = space();
    const entry = collection.items.find((item) => item.sys.id === fixtureId('project', first!.slug))!;
    const posterId = (entry.fields.poster as { sys: { id: string } }).sys.id;
    const asset = collection.includes.Asset.find((item) => item.sys.id === posterId)!;
    (asset.fields.file as { url: string }).url = 'https://evil.example/poster.jpg';
    const result = readProjects(collection);
    expect(result.items.map((project) => project.slug)).not.toContain(first!.slug);
    expect(result.problems.join('\n')).toContain(
      '“Poster” cannot be used as it is (it needs a published image with a description)',
    );
  });

  it('reads a film’s chapter lines, and drops a film whose chapter line is malformed', () => {
    const withChapters = projects.find((project) => project.film?.chapters)!;
    const good = readProjects(space()).items.find((project) => project.slug === withChapters.slug)!;
    expect(good.film?.chapters).toEqual(withChapters.film!.chapters);
    const result = readEdited((entries) => {
      (fieldsOf(entries, withChapters.slug).filmChapters as string[])[1] = 'sometime The middle';
    });
    expect(result.items.map((project) => project.slug)).not.toContain(withChapters.slug);
    expect(result.problems.join('\n')).toContain('“Film: chapters, item 2”: ');
    // Once a field: the malformed line breaks both the title's rule and the start's.
    expect(result.problems.join('\n').match(/“Film: chapters, item 2”/g)).toHaveLength(1);
  });

  it('reads a project without a film as one whose film is unavailable', () => {
    const [first] = projects;
    const read = readEdited((entries) => {
      delete fieldsOf(entries, first!.slug).filmHost;
    }).items.find((project) => project.slug === first!.slug)!;
    expect(read.film).toBeUndefined();
  });

  it('keeps the first of two entries with one slug', () => {
    const [first] = projects;
    const result = readProjects(
      space((entries) => [
        ...entries,
        { ...entries.find((entry) => entry.id === fixtureId('project', first!.slug))!, id: 'copy' },
      ]),
    );
    expect(result.items.filter((project) => project.slug === first!.slug)).toHaveLength(1);
    expect(result.problems).toEqual([
      `The Project “${first!.title}” (entry ID copy) is left out of the site: its “Slug”, “${first!.slug}”, is another entry’s.`,
    ]);
  });

  it('survives hostile collections without throwing', () => {
    for (const collection of [{}, { items: null }, { items: [null, 1, 'x', { sys: {} }, { sys: { id: 'a', type: 'Entry' } }] }]) {
      expect(readProjects(collection as never).items).toEqual([]);
    }
    const result = readEdited((entries) => {
      const [first] = entries;
      first!.fields = JSON.parse('{"__proto__": {"title": "x"}, "constructor": 1}');
    });
    expect(result.items).toHaveLength(projects.length - 1);
  });
});
