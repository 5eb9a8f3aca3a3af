import { clients } from '@/content/clients';
import { clientContentType, projectContentType, testimonialContentType } from '@/content/contentful-types';
import { projects } from '@/content/projects';
import { testimonials } from '@/content/testimonials';
import { cms, CONTENTFUL, seedSpace, standInSettings, startContentfulStandIn } from '../../e2e/servers/contentful';
import { portfolioFixtureEntries, type FixtureEntry } from '../../e2e/servers/contentful-fixtures';
import { fixtureId, modelEntries, type ModelAsset } from '../../e2e/servers/model-entries';
import type { RunningServer } from '../../e2e/servers/running-server';
import { ownBuildFolder } from '../../test/support/contentful-reads';

// The portfolio's data layer read through the real SDK from the Content Delivery API stand-in.

let server: RunningServer;
let read: typeof import('./portfolio-read');
// The build output where the types the space has held are remembered: a folder of the test's own.
const build = ownBuildFolder('portfolio-read');
const { neverRead } = build;

beforeAll(async () => {
  server = await startContentfulStandIn();
  Object.assign(process.env, { ...standInSettings(), CONTENTFUL_RETRY_LIMIT: '0', NEXT_DIST_DIR: build.dir });
  // After the settings, which lib/env.ts reads once.
  read = await import('./portfolio-read');
});
afterAll(async () => {
  await server.stop();
  build.remove();
});

/** A space holding just these entries, with every film's poster. */
async function seed(entries: FixtureEntry[]) {
  seedSpace(CONTENTFUL.space, entries);
  for (const asset of posters) await cms().putAsset(asset);
}
const posters: ModelAsset[] = [];
const unmarked = <T extends { sample?: true }>({ sample: _sample, ...entry }: T) => entry;
function film(slug: string, changes: Record<string, unknown> = {}) {
  const { entries, assets } = modelEntries(projectContentType, [{ ...projects[0]!, slug, ...changes }], (value) =>
    String(value.slug),
  );
  posters.push(...assets);
  return entries[0]!;
}
const quote = (slug: string, changes: Record<string, unknown> = {}) =>
  modelEntries(testimonialContentType, [{ ...testimonials[0]!, slug, ...changes }], (value) => String(value.slug)).entries[0]!;

describe('loadPortfolio', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('reads content/’s films, testimonials and clients back, written through the model, in the site’s order', async () => {
    await seed(portfolioFixtureEntries);
    const portfolio = await read.loadPortfolio('delivery');
    // An entry of the space is the owner's own: the sample mark is content/'s alone.
    expect(portfolio.projects).toEqual(projects.map(unmarked));
    expect(portfolio.testimonials).toEqual(testimonials.map(unmarked));
    expect(portfolio.clients).toEqual(clients.map(unmarked));
  });

  it('puts the film added last first, and records its address for proxy.ts', async () => {
    const added = film('added-after-the-build');
    await seed(portfolioFixtureEntries);
    await cms().putEntry(added.id, added.fields, { contentType: projectContentType.id });
    const portfolio = await read.loadPortfolio('delivery');
    expect(portfolio.projects[0]!.slug).toBe('added-after-the-build');
    expect(read.knownProjects.latest()?.projects[0]!.slug).toBe('added-after-the-build');
    await expect(read.knownProjects.lookUp('added-after-the-build')).resolves.toBe('known');
    await expect(read.knownProjects.lookUp('never-published')).resolves.toBe('unknown');
  });

  it('drops an entry that breaks its rules, naming it in the log (a build’s too) as the owner finds it, and keeps the others', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const good = film('good-film');
    const bad = film('bad-film', { title: '' });
    const hostile = { id: 'hostile', contentType: projectContentType.id, fields: { title: { '<script>': 1 }, slug: ['x'] } };
    await seed([good, bad, hostile]);
    const portfolio = await read.loadPortfolio('delivery');
    expect(portfolio.projects.map((project) => project.slug)).toEqual(['good-film']);
    expect(warn.mock.calls.flat()).toContain(
      `[contentful] The Project with the slug “bad-film” (entry ID ${bad.id}) is left out of the site: “Title” is empty.`,
    );
    expect(warn.mock.calls.flat().join('\n')).toMatch(
      /A Project entry without a title \(entry ID hostile\) is left out of the site: /,
    );
  });

  it('drops references to entries that are unpublished, missing or left out, never the entry holding them', async () => {
    const shown = film('shown-film');
    const draft = film('draft-film');
    const broken = quote('broken-quote', { quote: '' });
    const aboutDraft = quote('about-the-draft', { projectSlug: 'draft-film' });
    const aboutShown = quote('about-the-shown-film', { projectSlug: 'shown-film' });
    const client = modelEntries(clientContentType, [{ name: 'Draft Client', projectSlug: 'draft-film' }], () => 'draft-client')
      .entries[0]!;
    await seed([shown, { ...draft, published: false }, broken, aboutDraft, aboutShown, client]);
    const portfolio = await read.loadPortfolio('delivery');
    expect(portfolio.projects.map((project) => project.slug)).toEqual(['shown-film']);
    const bySlug = new Map(portfolio.testimonials.map((entry) => [entry.slug, entry]));
    expect([...bySlug.keys()]).toEqual(['about-the-draft', 'about-the-shown-film']);
    expect(bySlug.get('about-the-draft')!.projectSlug).toBeUndefined();
    expect(bySlug.get('about-the-shown-film')!.projectSlug).toBe('shown-film');
    expect(portfolio.clients).toEqual([{ name: 'Draft Client' }]);
  });

  it('shows drafts through the Preview API only', async () => {
    await seed([film('public-film'), { ...film('draft-only'), published: false }]);
    const slugs = async (api: 'delivery' | 'preview') => (await read.loadPortfolio(api)).projects.map((project) => project.slug);
    await expect(slugs('delivery')).resolves.toEqual(['public-film']);
    await expect(slugs('preview')).resolves.toEqual(['draft-only', 'public-film']);
  });

  it('takes a kind of content the space has never held an entry of from content/', async () => {
    neverRead();
    await seed([film('only-film')]);
    const portfolio = await read.loadPortfolio('delivery');
    expect(portfolio.projects.map((project) => project.slug)).toEqual(['only-film']);
    expect(portfolio.testimonials.map((entry) => entry.slug)).toEqual(testimonials.map((entry) => entry.slug));
    // content/'s clients, without links to films that are not in this portfolio.
    expect(portfolio.clients).toEqual(clients.map(({ projectSlug: _film, ...client }) => client));
  });

  it('takes a kind of content whose type the space does not have at all from content/, as Contentful refuses the query', async () => {
    neverRead();
    await seed([film('only-film')]);
    await cms().fail({ kind: 'unknown-type' }, undefined, testimonialContentType.id);
    await cms().fail({ kind: 'unknown-type' }, undefined, clientContentType.id);
    try {
      const portfolio = await read.loadPortfolio('delivery');
      expect(portfolio.projects.map((project) => project.slug)).toEqual(['only-film']);
      expect(portfolio.testimonials.map((entry) => entry.slug)).toEqual(testimonials.map((entry) => entry.slug));
      expect((await cms().log()).filter((entry) => entry.status === 400)).toHaveLength(2);
    } finally {
      await cms().recover(testimonialContentType.id);
      await cms().recover(clientContentType.id);
    }
  });

  it('fails as a whole when Contentful cannot answer, so the stored copy stays', async () => {
    await seed(portfolioFixtureEntries);
    await cms().fail({ kind: 'status', status: 500 }, 1);
    await expect(read.loadPortfolio('delivery')).rejects.toThrow();
  });

  it('names fixtures by type and key, as the links between them expect', () => {
    expect(film('x').id).toBe(fixtureId(projectContentType.id, 'x'));
  });
});
