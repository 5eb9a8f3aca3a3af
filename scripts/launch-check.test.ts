import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sampleEntries from '@/content/blog-sample-entries.json';
import { clients } from '@/content/clients';
import { clientContentType, projectContentType, testimonialContentType } from '@/content/contentful-types';
import { locations } from '@/content/locations';
import { projects } from '@/content/projects';
import { sampleMedia } from '@/content/sample-media';
import { services } from '@/content/services';
import { showreel } from '@/content/showreel';
import { site } from '@/content/site';
import { testimonials } from '@/content/testimonials';
import { SETTING_NAMES } from '@/lib/env';
import { factsBand } from '@/lib/facts';
import { cms, CONTENTFUL, seedSpace, standInSettings, startContentfulStandIn } from '../e2e/servers/contentful';
import { fixtureEntries, portfolioFixtureEntries, type FixtureEntry } from '../e2e/servers/contentful-fixtures';
import { fullSiteMedia, ownImage, pagePictureEntries, siteMediaEntry } from '../e2e/servers/media-fixtures';
import { fixtureId } from '../e2e/servers/model-entries';
import type { RunningServer } from '../e2e/servers/running-server';
import { locationPagePath } from '../lib/routes';

// `npm run launch-check` run as the owner runs it, on the sample site, on Contentful stand-in spaces and on a copy of
// the project whose content is all the owner's own. What it should list is read from content/'s marks.

jest.setTimeout(180_000);

const root = path.resolve(__dirname, '..');
/** Every setting cleared, so a developer's own environment or .env file cannot change what is checked. */
const cleared = Object.fromEntries(SETTING_NAMES.map((name) => [name, '']));

function launchCheck(settings: Record<string, string> = {}, projectRoot = root) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(projectRoot, 'scripts/launch-check.mjs')],
      // A check that never ends fails here, not at the test's own timeout.
      { cwd: projectRoot, env: { ...process.env, ...cleared, ...settings }, timeout: 60_000 },
      // Killed (by the timeout), it has no exit code: -1, which no test expects.
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
  });
}

/** The site's own read of the films, testimonials and clients, with these settings: it notes the types the space holds. */
async function siteReadsPortfolio(settings: Record<string, string>) {
  const saved = { ...process.env };
  // lib/env.ts reads the settings once, as it loads: a module registry of its own loads it with these.
  Object.assign(process.env, cleared, settings, { CONTENTFUL_RETRY_LIMIT: '0' });
  try {
    await jest.isolateModulesAsync(async () => {
      const { loadPortfolio } = await import('@/lib/contentful/portfolio-read');
      const { closeSharedReads } = await import('@/lib/contentful/last-read');
      await loadPortfolio('delivery');
      closeSharedReads();
    });
  } finally {
    process.env = saved;
  }
}

const marked = <T extends { sample?: true }>(entries: readonly T[]) => entries.filter((entry) => entry.sample === true);

/**
 * The portfolio of content/ as the space holds it, but for a film whose host and id are filled in without its length,
 * a testimonial without its quote and a client without its name, each with the sentence the owner should read.
 */
function brokenPortfolio() {
  const film = projects.find((project) => project.film)!;
  const [testimonial] = testimonials;
  const [client] = clients;
  const broken: Record<string, { field: string; sentence: string }> = {
    [fixtureId(projectContentType.id, film.slug)]: {
      field: 'filmDuration',
      sentence: `The Project “${film.title}” (entry ID ${fixtureId(projectContentType.id, film.slug)}) is left out of the site: “Film: length in seconds” is empty.`,
    },
    [fixtureId(testimonialContentType.id, testimonial!.slug)]: {
      field: 'quote',
      sentence: `The Testimonial “${testimonial!.name}” (entry ID ${fixtureId(testimonialContentType.id, testimonial!.slug)}) is left out of the site: “Quote” is empty.`,
    },
    [fixtureId(clientContentType.id, client!.name)]: {
      field: 'name',
      sentence: `A Client entry without a name (entry ID ${fixtureId(clientContentType.id, client!.name)}) is left out of the site: “Name” is empty.`,
    },
  };
  const entries = portfolioFixtureEntries.map((entry): FixtureEntry => {
    const { field } = broken[entry.id] ?? {};
    if (!field) return entry;
    const { [field]: _left, ...fields } = entry.fields;
    return { ...entry, fields };
  });
  expect(entries.filter((entry, index) => entry !== portfolioFixtureEntries[index])).toHaveLength(3);
  return { entries, sentences: Object.values(broken).map((entry) => entry.sentence) };
}
const samplePostTitles = sampleEntries.items
  .filter((item) => (item.fields as { sample?: unknown }).sample === true)
  .map((item) => item.fields.title);
const filmPosters = projects.map((project) => `public${project.poster.src}`);
const postFiles = sampleEntries.includes.Asset.map((asset) => `public${asset.fields.file.url}`);
/** The pictures the pages of services, locations and the showreel name, whatever Contentful holds. */
const pageFiles = [
  showreel.poster.src,
  ...services.flatMap((service) => (service.image ? [service.image.src] : [])),
  ...locations.map((location) => location.imagePath),
].map((src) => `public${src}`);

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
/** The stand-ins still as shipped: a file the owner replaced is theirs. */
const standIns = sampleMedia.filter(
  (media) =>
    createHash('sha256')
      .update(readFileSync(path.join(root, 'public', media.file)))
      .digest('hex') === media.sha256,
);

/** Each kind of sample of content/: its heading as the owner reads it, its items (none: not listed), the file to change. */
const kinds = {
  testimonials: {
    heading: `${counted(marked(testimonials).length, 'sample testimonial', 'sample testimonials')}: `,
    items: marked(testimonials).map((entry) => entry.name),
    change: ['content/testimonials.ts', `“${testimonialContentType.name}”`],
  },
  films: {
    heading: `${counted(marked(projects).length, 'sample film', 'sample films')}: `,
    items: marked(projects).map((entry) => entry.title),
    change: ['content/projects.ts', `“${projectContentType.name}”`],
  },
  clients: {
    heading: `${counted(marked(clients).length, 'sample client', 'sample clients')}: `,
    items: marked(clients).map((entry) => entry.name),
    change: ['content/clients.ts', `“${clientContentType.name}”`],
  },
  posts: {
    heading: counted(samplePostTitles.length, 'sample blog post', 'sample blog posts'),
    items: samplePostTitles,
    change: ['content/blog-sample-entries.json'],
  },
  showreel: { heading: 'sample showreel', items: showreel.sample ? [showreel.title] : [], change: ['content/showreel.ts'] },
  facts: {
    heading: counted(factsBand(site).length, 'sample fact', 'sample facts'),
    items: site.facts.sample ? factsBand(site).map((fact) => fact.value) : [],
    change: ['content/site.ts, “facts”'],
  },
  credentials: {
    heading: 'Sample credentials',
    items: site.credentials.sample
      ? [site.credentials.insurance, site.credentials.equipment, String(site.credentials.filmingSince)]
      : [],
    change: ['content/site.ts, “credentials”'],
  },
  media: {
    heading: counted(standIns.length, 'stand-in picture or film', 'stand-in pictures and films'),
    items: standIns.map((media) => `public/${media.file}`),
    change: ['npm run media'],
  },
};
type Kind = keyof typeof kinds;
const listed = (names: readonly Kind[]) => names.filter((kind) => kinds[kind].items.length > 0);

/** Listed with its heading, every item and where to change it; or, with no item, not at all. */
function expectListed(output: string, kind: Kind) {
  const { heading, items, change } = kinds[kind];
  if (items.length === 0) return expect(output).not.toContain(heading);
  expect(output).toContain(heading);
  for (const item of [...items, ...change]) expect(output).toContain(item);
}

describe('npm run launch-check', () => {
  it('lists every sample of the sample site with the file to change, and exits 1 (0 once there is none)', async () => {
    const { code, stdout } = await launchCheck();
    const all = Object.keys(kinds) as Kind[];
    expect(code).toBe(listed(all).length > 0 ? 1 : 0);
    for (const kind of all) expectListed(stdout, kind);
  });

  describe('with Contentful', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startContentfulStandIn();
    });
    afterAll(() => server.stop());

    it('counts no sample of a type whose entries come from the space: films, testimonials, clients and posts', async () => {
      const { code, stdout } = await launchCheck(standInSettings(CONTENTFUL.space));
      // What only content/ holds remains; the films' posters and the posts' files go with them.
      const pagePictures = kinds.media.items.filter(
        (file) => pageFiles.includes(file) || ![...filmPosters, ...postFiles].includes(file),
      );
      expect(code).toBe(listed(['showreel', 'facts', 'credentials']).length > 0 || pagePictures.length > 0 ? 1 : 0);
      for (const kind of ['showreel', 'facts', 'credentials'] as const) expectListed(stdout, kind);
      for (const kind of ['testimonials', 'films', 'clients', 'posts'] as const)
        for (const item of kinds[kind].items) expect(stdout).not.toContain(item);
      for (const file of kinds.media.items) {
        if (pagePictures.includes(file)) expect(stdout).toContain(file);
        else expect(stdout).not.toContain(file);
      }
    });

    it('takes each type on its own: a space holding testimonials only leaves content/’s films and clients listed', async () => {
      const space = 'launch-check-testimonials';
      const testimonialEntries = portfolioFixtureEntries.filter((entry) => entry.contentType === testimonialContentType.id);
      expect(testimonialEntries.length).toBeGreaterThan(0);
      seedSpace(space, [...fixtureEntries, ...testimonialEntries]);
      const { stdout } = await launchCheck(standInSettings(space));
      for (const name of kinds.testimonials.items) expect(stdout).not.toContain(name);
      expectListed(stdout, 'films');
      expectListed(stdout, 'clients');
    });

    it('counts none of a type the space held and holds no more: the site remembers it and shows none of its samples', async () => {
      const space = 'launch-check-emptied';
      const testimonialEntries = portfolioFixtureEntries.filter((entry) => entry.contentType === testimonialContentType.id);
      const buildDir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-launch-check-'));
      try {
        // The site reads the space while it holds testimonials, as the server or a build does...
        seedSpace(space, [...fixtureEntries, ...testimonialEntries]);
        await siteReadsPortfolio({ ...standInSettings(space), NEXT_DIST_DIR: buildDir });
        // ...then the owner unpublishes every one.
        seedSpace(space, fixtureEntries);
        const remembered = await launchCheck({ ...standInSettings(space), NEXT_DIST_DIR: buildDir });
        for (const name of kinds.testimonials.items) expect(remembered.stdout).not.toContain(name);
        expectListed(remembered.stdout, 'films');
        // A site that never saw them would show content/'s: those are listed.
        const fresh = await launchCheck({ ...standInSettings(space), NEXT_DIST_DIR: path.join(buildDir, 'another') });
        expectListed(fresh.stdout, 'testimonials');
      } finally {
        rmSync(buildDir, { recursive: true, force: true });
      }
    });

    it('answers as before when the Redis the instances share does not answer', async () => {
      const { freePort } = await import('./net.mjs');
      const started = Date.now();
      const { code, stdout } = await launchCheck({
        ...standInSettings(CONTENTFUL.space),
        REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      });
      const without = await launchCheck(standInSettings(CONTENTFUL.space));
      expect({ code, stdout }).toEqual({ code: without.code, stdout: without.stdout });
      // The check closes its connection rather than waiting on reconnects.
      expect(Date.now() - started).toBeLessThan(30_000);
    });

    it('names in a sentence each film, testimonial and client of the space the site leaves out, and the field to fill in', async () => {
      const space = 'launch-check-left-out';
      const { entries, sentences } = brokenPortfolio();
      seedSpace(space, [...fixtureEntries, ...entries]);
      const { code, stdout } = await launchCheck(standInSettings(space));
      for (const sentence of sentences) expect(stdout).toContain(`- ${sentence}\n`);
      expect(stdout).toMatch(/3 entries in Contentful cannot be shown/);
      // Samples, where any remain, still decide the exit code; else the entries left out do (the last describe).
      const whole = await launchCheck(standInSettings(CONTENTFUL.space));
      expect(whole.stdout).not.toMatch(/cannot be shown/);
      expect(code).toBe(whole.code === 1 ? 1 : 3);
    });

    it('lists no stand-in that a picture or film set in Contentful replaces, and every other as before', async () => {
      const location = locations[0]!;
      const media = siteMediaEntry({ heroPoster: fullSiteMedia.heroPoster, heroFilmMp4: fullSiteMedia.heroFilmMp4 });
      const pictures = pagePictureEntries([
        { page: locationPagePath(location), picture: ownImage(location.imagePath, location.imageAlt, 2400, 1600) },
      ]);
      const space = 'launch-check-media';
      seedSpace(space, [...fixtureEntries, ...portfolioFixtureEntries]);
      const before = await launchCheck(standInSettings(space));
      seedSpace(space, [...fixtureEntries, ...portfolioFixtureEntries, ...media.entries, ...pictures.entries]);
      for (const asset of [...media.assets, ...pictures.assets]) await cms(space).putAsset(asset);
      const after = await launchCheck(standInSettings(space));
      // Either hero film set stands in for both files: the page plays only Contentful's.
      const replaced = ['/video/hero.webm', '/video/hero.mp4', '/images/hero-poster.jpg', location.imagePath].map(
        (file) => `public${file}`,
      );
      for (const file of kinds.media.items) {
        const listedAfter = replaced.includes(file) ? false : before.stdout.includes(`${file}:`);
        expect({ file, listed: after.stdout.includes(`${file}:`) }).toEqual({ file, listed: listedAfter });
      }
      expect(replaced.filter((file) => before.stdout.includes(`${file}:`)).length).toBeGreaterThan(0);
    });

    it('says when Contentful cannot be read rather than guessing, and exits 2', async () => {
      const { code, stderr } = await launchCheck({
        ...standInSettings('launch-check-missing-space'),
        CONTENTFUL_RETRY_LIMIT: '0',
      });
      expect(code).toBe(2);
      expect(stderr).toMatch(/Contentful could not be read/);
    });
  });

  describe('on a copy of the project whose content is the owner’s own', () => {
    let copy: string;
    beforeAll(() => {
      copy = mkdtempSync(path.join(os.tmpdir(), 'launch-check-'));
      for (const folder of ['content', 'lib', 'public'])
        cpSync(path.join(root, folder), path.join(copy, folder), { recursive: true });
      cpSync(path.join(root, 'scripts/launch-check.mjs'), path.join(copy, 'scripts/launch-check.mjs'));
      for (const file of ['package.json', 'tsconfig.json']) cpSync(path.join(root, file), path.join(copy, file));
      symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
      // The owner's edit: every mark removed, as each entry and fact is now true.
      for (const file of readdirSync(path.join(copy, 'content'))) {
        const full = path.join(copy, 'content', file);
        if (!/\.(ts|json)$/.test(file) || file.endsWith('.test.ts')) continue;
        const text = readFileSync(full, 'utf8');
        writeFileSync(full, text.replace(/^\s*"?sample"?: true,\n/gm, '').replace(/sample: true, /g, ''));
      }
      // `npm run media` writes the owner's own footage over each stand-in.
      for (const media of sampleMedia) writeFileSync(path.join(copy, 'public', media.file), `own footage for ${media.file}`);
    });
    afterAll(() => rmSync(copy, { recursive: true, force: true }));

    it('finds no sample and exits 0, without Contentful too', async () => {
      const { code, stdout } = await launchCheck({}, copy);
      expect(stdout).toMatch(/no sample content/);
      expect(code).toBe(0);
    });

    it('exits 3 with no sample but entries of the space the site leaves out, each named; 0 once they are whole', async () => {
      const server = await startContentfulStandIn();
      try {
        const space = 'launch-check-own-left-out';
        const { entries, sentences } = brokenPortfolio();
        // The owner's own: no entry of the space carries the sample mark.
        seedSpace(space, [...fixtureEntries, ...entries]);
        const broken = await launchCheck(standInSettings(space), copy);
        expect(broken.stdout).toMatch(/no sample content/);
        for (const sentence of sentences) expect(broken.stdout).toContain(sentence);
        expect(broken.code).toBe(3);
        seedSpace(space, [...fixtureEntries, ...portfolioFixtureEntries]);
        const whole = await launchCheck(standInSettings(space), copy);
        expect(whole.stdout).not.toMatch(/cannot be shown/);
        expect(whole.code).toBe(0);
      } finally {
        await server.stop();
      }
    });

    it('lists the one testimonial still marked, and that one alone', async () => {
      const file = path.join(copy, 'content/testimonials.ts');
      const own = readFileSync(file, 'utf8');
      const [first, ...others] = testimonials;
      writeFileSync(file, own.replace(`slug: '${first!.slug}',`, `sample: true,\n    slug: '${first!.slug}',`));
      try {
        const { code, stdout } = await launchCheck({}, copy);
        expect(code).toBe(1);
        expect(stdout).toContain(`1 sample testimonial: ${first!.name}\n`);
        for (const other of others) expect(stdout).not.toContain(other.name);
      } finally {
        writeFileSync(file, own);
      }
    });
  });
});
