import { expect, test, type APIRequestContext } from '@playwright/test';
import { projectContentType, testimonialContentType } from '../content/contentful-types';
import { locations } from '../content/locations';
import { PROJECT_CATEGORIES, type Project, type Testimonial } from '../content/model';
import { projects } from '../content/projects';
import { services } from '../content/services';
import { testimonials } from '../content/testimonials';
import { filterProjects } from '../lib/content-queries';
import { filmPlayerUrl, filmTimestamp, filmWatchUrl, VIDEO_HOSTS } from '../lib/films';
import { hyphenatedRuns } from '../lib/hyphenated-words';
import { locationPagePath, projectPagePath, servicePagePath } from '../lib/routes';
import { FILM_WITH_EVERYTHING } from '../test/support/film-fixture';
import { cms, CONTENTFUL, uniqueEntry } from './servers/contentful';
import { modelEntries } from './servers/model-entries';
import { expectNoAxeViolations } from './support/axe';
import { revalidate } from './support/blog';
import { storedEnquiries, uniqueName, validFields } from './support/contact';
import { collapseWhitespace, fetchDocument, jsonLdIn, shownWithoutScript, textShownWithoutScript } from './support/html';
import { whenHydrated } from './support/hydration';
import {
  failedReads,
  headersOf,
  newFilm,
  OUTAGES,
  ownPortfolioShown,
  PORTFOLIO_TYPES,
  portfolioPages,
  publishOwnPortfolio,
  putFilm,
  renderedDuringOutage,
  serverLog,
  shownContent,
} from './support/outages';
import { E2E_SECRETS } from './support/variants';
import { projectHero, watchVideoHost } from './support/video';

// The portfolio on the `live` build: films and testimonials published, changed and unpublished in
// its Contentful space (the stand-in's kestrel-live) reach every page they belong on without a rebuild.

const live = cms(CONTENTFUL.liveSpace);

/** Polls long enough for a stale-while-revalidate page to be rendered again, and for the blog's outage tests alongside. */
const REFRESH = { timeout: 40_000, intervals: [250, 500, 1000] };

test.describe.configure({ mode: 'serial' });

const added: string[] = [];
test.afterEach(async ({ request }) => {
  for (const type of PORTFOLIO_TYPES) await live.recover(type);
  for (const id of added.splice(0)) await live.deleteEntry(id);
  await revalidate(request);
});

async function publishFilm(changes: Partial<Project> = {}, options: { published?: boolean } = {}) {
  const value = newFilm('film', changes);
  const id = await putFilm(live, value, options);
  added.push(id);
  return { ...value, id };
}

async function publishTestimonial(changes: Partial<Testimonial>) {
  const { slug } = uniqueEntry('quote');
  const value: Testimonial = { ...testimonials[0]!, slug, company: `Company ${slug}`, ...changes };
  const entry = modelEntries(testimonialContentType, [value], () => slug).entries[0]!;
  added.push(entry.id);
  await live.putEntry(entry.id, entry.fields, { contentType: testimonialContentType.id });
  return { ...value, id: entry.id };
}

const linksTo = async (request: APIRequestContext, path: string, href: string) => {
  const { document } = await fetchDocument(request, path);
  return [...document.querySelectorAll('main a[href]')].some((link) => link.getAttribute('href') === href);
};

test('a film and its testimonial published after the build appear everywhere they belong after the webhook, and go when unpublished', async ({
  request,
  page,
}) => {
  // Each page is refreshed on a visit after the webhook (stale-while-revalidate): a dozen polls.
  test.setTimeout(150_000);
  const film = await publishFilm();
  // The testimonial names the film (the one link between them): the film's page shows it.
  const quote = await publishTestimonial({ quote: `Said of ${film.title}.`, projectSlug: film.slug });
  const address = projectPagePath(film);
  await expect((await revalidate(request)).ok()).toBe(true);

  // Its own page, with the testimonial that names it.
  await expect
    .poll(async () => {
      const { response, document } = await fetchDocument(request, address);
      return response.status() === 200 && document.querySelector('h1')?.textContent === film.title;
    }, REFRESH)
    .toBe(true);
  const { document } = await fetchDocument(request, address);
  expect(document.querySelector('main')!.textContent).toContain(quote.quote);

  // An enquiry sent from its page names it and its service, though content/ has never heard of it.
  const name = uniqueName('From a new film');
  const sent = await request.post('/api/contact', { form: { ...validFields(name), from: address }, maxRedirects: 0 });
  expect(sent.status()).toBe(303);
  expect((await storedEnquiries('live')).find((enquiry) => enquiry.name === name)).toMatchObject({
    sourcePage: address,
    sourceFilm: film.slug,
    sourceService: film.serviceSlugs[0],
  });

  // The portfolio, the home page's Featured Work, its service's and its place's pages.
  for (const path of ['/portfolio', '/', servicePagePath(services[0]!), locationPagePath(locations[0]!)]) {
    await expect.poll(() => linksTo(request, path, address), { ...REFRESH, message: path }).toBe(true);
  }
  // The portfolio's filters count it and show it.
  const category = film.category.toLowerCase();
  // Polled: the blog's tests alongside call the webhook too, and a visit may get the copy being refreshed.
  await expect(async () => {
    await page.goto(`/portfolio?category=${encodeURIComponent(category)}`);
    await expect(page.locator(`a[href="${address}"]`).first()).toBeVisible({ timeout: 2000 });
  }).toPass(REFRESH);

  // Unpublished: gone from every page, and its address sends visitors to the portfolio.
  await live.putEntry(film.id, (await fetchEntryFields(film)).fields, { contentType: projectContentType.id, published: false });
  await revalidate(request);
  await expect
    .poll(async () => {
      const response = await request.get(address, { maxRedirects: 0 });
      return `${response.status()} ${response.headers().location ?? ''}`;
    }, REFRESH)
    .toMatch(/^30[78] .*\/portfolio$/);
  for (const path of ['/portfolio', '/', servicePagePath(services[0]!), locationPagePath(locations[0]!)]) {
    await expect.poll(() => linksTo(request, path, address), { ...REFRESH, message: path }).toBe(false);
  }
});

/** A film's fields as published (the test's own copy: the stand-in keeps what was put). */
async function fetchEntryFields(film: Project & { id: string }) {
  return modelEntries(projectContentType, [film], () => film.slug).entries[0]!;
}

test('a film whose testimonial link points at a missing entry shows without it', async ({ request }) => {
  const film = await publishFilm();
  const fields = (await fetchEntryFields(film)).fields;
  await live.putEntry(
    film.id,
    { ...fields, testimonial: { sys: { type: 'Link', linkType: 'Entry', id: 'no-such-entry' } } },
    { contentType: projectContentType.id },
  );
  await revalidate(request);
  await expect
    .poll(async () => (await fetchDocument(request, projectPagePath(film))).document.querySelector('h1')?.textContent, REFRESH)
    .toBe(film.title);
  const { document } = await fetchDocument(request, projectPagePath(film));
  expect(document.querySelector('main [data-testimonial]')).toBeNull();
});

test('Contentful failing while the portfolio refreshes keeps the films it had', async ({ request }) => {
  // A portfolio that differs from content/'s, so what is kept cannot be the site's own films.
  const film = await publishFilm();
  await revalidate(request);
  await expect.poll(async () => (await filmLinks(request)).includes(projectPagePath(film)), REFRESH).toBe(true);
  const before = await filmLinks(request);

  await live.fail({ kind: 'status', status: 500 }, undefined, projectContentType.id);
  await revalidate(request);
  // Several visits: the first starts the refresh that fails, the next are served what was stored.
  await expect
    .poll(async () => {
      await request.get('/portfolio');
      return (await live.log()).some(
        (entry) => entry.status === 500 && entry.path.includes(`content_type=${projectContentType.id}`),
      );
    }, REFRESH)
    .toBe(true);
  for (let visit = 0; visit < 3; visit++) expect(await filmLinks(request)).toEqual(before);
  expect((await request.get(projectPagePath(film))).status()).toBe(200);
});

for (const { name, failure } of OUTAGES) {
  test(`while Contentful ${name} after the webhook, every page keeps the films, testimonials and clients last read`, async ({
    request,
  }) => {
    test.setTimeout(240_000);
    const own = await publishOwnPortfolio(live);
    added.push(...own.ids);
    await revalidate(request);
    const pages = portfolioPages(own.film);
    const before = await ownPortfolioShown(request, own, REFRESH);
    expect([...before.values()].some((shown) => shown.clients.includes(own.client.name))).toBe(true);

    for (const type of PORTFOLIO_TYPES) await live.fail(failure, undefined, type);
    const failed = failedReads(serverLog('live'), 'portfolio');
    await revalidate(request);
    await renderedDuringOutage(headersOf(request), pages, serverLog('live'), 'portfolio', failed);
    for (const address of pages) expect(await shownContent(request, address), address).toEqual(before.get(address));
  });
}

/** The cards of the portfolio's Projects region, as the server sends them (every film: filters apply in the browser). */
async function projectCards(request: APIRequestContext) {
  const { document } = await fetchDocument(request, '/portfolio');
  return [...document.querySelectorAll('section[aria-label="Projects"] article')];
}

async function filmLinks(request: APIRequestContext) {
  const { response, document } = await fetchDocument(request, '/portfolio');
  expect(response.status()).toBe(200);
  return [...new Set([...document.querySelectorAll('main a[href^="/portfolio/"]')].map((link) => link.getAttribute('href')))];
}

test('draft preview shows a film that is not published yet, on its page and in the portfolio', async ({ page, request }) => {
  const film = await publishFilm({}, { published: false });
  const address = projectPagePath(film);
  // Without draft mode its address is no film's.
  const response = await request.get(address, { maxRedirects: 0 });
  expect(response.status()).toBe(307);

  await page.goto(`/api/draft?secret=${E2E_SECRETS.preview}&type=project&slug=${film.slug}&id=${film.id}`);
  await expect(page).toHaveURL(new RegExp(`${address}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(film.title);
  await expect(page.getByRole('complementary', { name: 'Draft preview' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto('/portfolio');
  await expect(page.locator(`main a[href="${address}"]`).first()).toBeVisible();

  // Leaving draft mode from the film's page returns there, where visitors have no such film.
  await page.goto(address);
  await page.getByRole('button', { name: 'Exit preview' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.locator(`main a[href="${address}"]`)).toHaveCount(0);
});

test('a pair of filters no film matches shows the two messages, and Reset Filters brings every film back', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // Two films of its own, (C1, L1) and (C2, L2), keep both filters of the pair (C1, L2) on offer; content/'s films of
  // that pair are unpublished for the test, so it matches none whatever content/ holds.
  const [first, second] = PROJECT_CATEGORIES;
  const [here, there] = locations;
  await publishFilm({ category: first, locationSlug: here!.slug });
  await publishFilm({ category: second, locationSlug: there!.slug });
  const hidden = filterProjects(projects, { category: first.toLowerCase() as Lowercase<typeof first>, location: there!.slug });
  const entryOf = (film: Project) => modelEntries(projectContentType, [film], () => film.slug).entries[0]!;
  const setPublished = async (published: boolean) => {
    for (const film of hidden)
      await live.putEntry(entryOf(film).id, entryOf(film).fields, { contentType: projectContentType.id, published });
  };
  const category = first.toLowerCase();
  const location = there!.slug;
  const option = (group: string, value: string) => page.getByRole('group', { name: group }).locator(`[data-value="${value}"]`);
  const cards = page.getByRole('region', { name: 'Projects' }).getByRole('article');
  try {
    await setPublished(false);
    await expect((await revalidate(request)).ok()).toBe(true);
    const shown = projects.length - hidden.length + 2;
    // Polled until the portfolio is rendered again with the change (stale-while-revalidate: a visit or two).
    await expect.poll(async () => (await projectCards(request)).length, REFRESH).toBe(shown);
    // A shared or typed address leads there. Its filtered view is a page of its own, rendered again the same way.
    const filtered = `/portfolio?${new URLSearchParams({ category, location })}`;
    const ofAll = async () => {
      const { document } = await fetchDocument(request, filtered);
      return /of (\d+) projects/.exec(document.querySelector('main')?.textContent ?? '')?.[1];
    };
    await expect.poll(ofAll, REFRESH).toBe(String(shown));
    await page.goto(filtered);
    await expect(page.getByText('No projects match your current filters', { exact: true })).toBeVisible();
    await expect(cards).toHaveCount(0);
    await expect(
      page.getByText('Try changing your category or location selection to see more projects.', { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The focus moves to the filters by the router's script.
    await whenHydrated(page);
    await page.getByRole('link', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(option('Category', 'all')).toBeFocused();
    await expect(option('Category', 'all')).toHaveAttribute('aria-current', 'true');
    await expect(option('Location', 'all')).toHaveAttribute('aria-current', 'true');
    // Every film the server sent is shown again.
    await expect(cards).toHaveCount(shown);
    // The filters do not lead there: once the category is chosen, the location has nothing to show and is no link.
    await option('Category', category).click();
    await expect(option('Location', location)).not.toHaveAttribute('href');
  } finally {
    await setPublished(true);
  }
});

// Films of every kind the page handles, published as fixtures of their own, so these checks never
// depend on which kinds today's films in content/ happen to include.
test.describe('films of every kind', () => {
  const fixtures: (Project & { id: string })[] = [];
  /** Other entries kept for the whole block. */
  const kept: string[] = [];
  /** A portrait Vimeo film with chapters and a transcript. */
  let notes: Project & { id: string };
  /** A landscape YouTube film with neither, and a client's quote. */
  let plain: Project & { id: string };
  /** A project whose film is not public. */
  let unfilmed: Project & { id: string };

  test.beforeAll(async ({ request }) => {
    notes = await publishFixture({
      orientation: 'portrait',
      film: FILM_WITH_EVERYTHING,
    });
    plain = await publishFixture({
      orientation: 'landscape',
      excerpt: 'A behind-the-scenes film of a Coca-Cola-sized launch, cut in a day for a well-attended première.',
      film: { host: 'youtube', id: 'aqz-KE-bpKQ', duration: 95, uploadDate: '2025-04-01' },
    });
    const quote = await publishTestimonial({
      quote: 'They understood the brief at once and the film did the rest.',
      projectSlug: plain.slug,
    });
    added.splice(added.indexOf(quote.id), 1);
    kept.push(quote.id);
    unfilmed = await publishFixture({ film: undefined });
    // Each renders on its first visit, without the webhook, as a film published after the build does.
    for (const film of fixtures) {
      await expect
        .poll(
          async () => (await fetchDocument(request, projectPagePath(film))).document.querySelector('h1')?.textContent,
          REFRESH,
        )
        .toBe(film.title);
    }
  });

  test.afterAll(async () => {
    for (const id of [...fixtures.splice(0).map((film) => film.id), ...kept.splice(0)]) await live.deleteEntry(id);
  });

  async function publishFixture(changes: Partial<Project>) {
    const film = await publishFilm(changes);
    // Kept for the whole block: the file's afterEach removes only what each test adds.
    added.splice(added.indexOf(film.id), 1);
    fixtures.push(film);
    return film;
  }

  test('a film with chapters and a transcript: key moments and transcript in its data, chapters and a folded transcript on the page', async ({
    request,
  }) => {
    const film = notes.film!;
    const { document } = await fetchDocument(request, projectPagePath(notes));
    const [video] = jsonLdIn(document).filter((block) => block['@type'] === 'VideoObject');
    expect(video!.transcript).toBe(film.transcript!.join('\n\n'));
    expect(video!.hasPart).toEqual(
      film.chapters!.map((chapter, index) => ({
        '@type': 'Clip',
        name: chapter.title,
        startOffset: chapter.start,
        endOffset: film.chapters![index + 1]?.start ?? film.duration,
        url: filmWatchUrl(film, { at: chapter.start }),
      })),
    );
    const lists = [...document.querySelectorAll('ol, ul')].filter(
      (list) => list.getAttribute('aria-label') === `Chapters of ${notes.title}`,
    );
    expect(lists).toHaveLength(1);
    const chapters = [...lists[0]!.querySelectorAll('a')];
    expect(chapters).toHaveLength(film.chapters!.length);
    for (const [index, chapter] of film.chapters!.entries()) {
      expect(chapters[index]!.getAttribute('href')).toBe(filmWatchUrl(film, { at: chapter.start }));
      expect(collapseWhitespace(chapters[index]!.textContent)).toContain(`${filmTimestamp(chapter.start)}${chapter.title}`);
    }
    // Folded: the transcript is sent in a closed disclosure (that it opens on click is checked in a browser below).
    const transcripts = document.querySelectorAll('details[data-film-transcript]');
    expect(transcripts).toHaveLength(1);
    expect(transcripts[0]!.hasAttribute('open')).toBe(false);
    expect(transcripts[0]!.textContent).toContain(film.transcript![0]!);
  });

  test('a film’s folded transcript opens on click', async ({ page }) => {
    await page.goto(projectPagePath(notes));
    const transcript = page.locator('details[data-film-transcript]');
    const firstLine = transcript.getByText(notes.film!.transcript![0]!, { exact: true });
    await expect(firstLine).toBeHidden();
    await transcript.getByText('Read the transcript').click();
    await expect(firstLine).toBeVisible();
  });

  test('a film without chapters or transcript has neither in its data nor on its page', async ({ request }) => {
    const { document } = await fetchDocument(request, projectPagePath(plain));
    const [video] = jsonLdIn(document).filter((block) => block['@type'] === 'VideoObject');
    expect(video).toBeDefined();
    expect(video).not.toHaveProperty('hasPart');
    expect(video).not.toHaveProperty('transcript');
    expect(
      [...document.querySelectorAll('h2')].filter((heading) => collapseWhitespace(heading.textContent) === 'The Film'),
    ).toEqual([]);
    expect(document.querySelectorAll('details[data-film-transcript]')).toHaveLength(0);
  });

  test('on a phone a hyphenated word in a film’s summary stays on one line, and a client’s quote shows its whole decorative quote mark there and at 1280px', async ({
    page,
  }) => {
    // What three tests did, in one page load.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(projectPagePath(plain));
    await test.step('a hyphenated word stays on one line at 375px', async () => {
      const words = [plain.title, plain.excerpt].flatMap((text) =>
        hyphenatedRuns(text)
          .filter((run) => run.whole)
          .map((run) => run.text),
      );
      expect(words.length).toBeGreaterThan(0);
      const lines = await page.locator('main > header').evaluate((header, words) => {
        const counts: Record<string, number> = {};
        const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const word of words) {
            const at = node.textContent!.indexOf(word);
            if (at < 0) continue;
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + word.length);
            const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            counts[word] = Math.max(counts[word] ?? 0, tops.size);
          }
        }
        return counts;
      }, words);
      for (const word of words) expect(lines[word], word).toBe(1);
    });
    // The quote's layout follows the width (CSS only), so one load serves both widths.
    const card = page.locator('section[aria-labelledby="project-testimonial"] figure');
    for (const width of [375, 1280]) {
      await test.step(`the whole quote mark shows at ${width}px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await expect(card).toHaveCount(1);
        const clipped = await card.evaluate((figure) => {
          const mark = figure.querySelector('span[aria-hidden]')!;
          const range = document.createRange();
          range.selectNodeContents(mark);
          const glyph = range.getBoundingClientRect();
          const box = figure.getBoundingClientRect();
          return glyph.top < box.top || glyph.right > box.right || glyph.left < box.left;
        });
        expect(clipped).toBe(false);
      });
    }
  });

  test('a project without a film has no VideoObject and says the video is unavailable', async ({ request }) => {
    const { document } = await fetchDocument(request, projectPagePath(unfilmed));
    const hero = document.querySelector('main > header')!;
    expect(textShownWithoutScript(hero)).toContain('Video unavailable');
    // No play button, nor the link that stands in for it without JavaScript.
    expect(hero.querySelectorAll('button')).toHaveLength(0);
    expect([...hero.querySelectorAll('a')].filter((link) => /Play video/.test(link.textContent ?? ''))).toEqual([]);
    const posters = [...hero.querySelectorAll('img')].filter((img) => img.getAttribute('alt')!.includes(unfilmed.poster.alt));
    expect(posters).toHaveLength(1);
    expect(shownWithoutScript(posters[0]!)).toBe(true);
    const types = jsonLdIn(document).map((block) => block['@type']);
    expect(types).not.toContain('VideoObject');
    expect(types).toContain('BreadcrumbList');
  });

  for (const host of ['youtube', 'vimeo'] as const) {
    test(`a ${VIDEO_HOSTS[host].name} film opens ${VIDEO_HOSTS[host].name}'s privacy-friendly player, which the page's policy lets load`, async ({
      page,
    }) => {
      const project = [notes, plain].find((candidate) => candidate.film!.host === host)!;
      const requests = await watchVideoHost(page);
      const blocked: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });
      await page.goto(projectPagePath(project));
      await projectHero(page)
        .getByRole('button', { name: `Play video: ${project.title}` })
        .click();
      const player = filmPlayerUrl(project.film!, { autoplay: true });
      await expect(page.getByRole('dialog', { name: project.title }).locator('iframe')).toHaveAttribute('src', player);
      // The stand-in answered inside the frame: the Content Security Policy let the host's player load.
      await expect(page.frameLocator('dialog[open] iframe').locator('#stand-in')).toHaveText(player);
      expect(requests).toEqual([player]);
      expect(blocked).toEqual([]);
    });
  }

  test('the vertical film plays in a frame taller than wide, at 1280px and on a phone; others in 16:9', async ({ page }) => {
    await watchVideoHost(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(projectPagePath(notes));
    const poster = (await projectHero(page).locator('[data-video-facade]').boundingBox())!;
    expect(poster.height).toBeGreaterThan(poster.width);
    expect(poster.width / poster.height).toBeCloseTo(9 / 16, 2);
    await projectHero(page)
      .getByRole('button', { name: /^Play video/ })
      .click();
    const frame = (await page.locator('dialog[open] [data-video-frame]').boundingBox())!;
    expect(frame.height).toBeGreaterThan(frame.width);
    expect(frame.width / frame.height).toBeCloseTo(9 / 16, 1);

    // A phone: the vertical frame fits the screen (its size follows the viewport by CSS alone, so the open player is narrowed).
    await page.setViewportSize({ width: 375, height: 740 });
    await expect
      .poll(async () => (await page.locator('dialog[open] [data-video-frame]').boundingBox())!.width)
      .toBeLessThanOrEqual(375);
    const phoneFrame = (await page.locator('dialog[open] [data-video-frame]').boundingBox())!;
    expect(phoneFrame.width).toBeLessThanOrEqual(375);
    expect(phoneFrame.y + phoneFrame.height).toBeLessThanOrEqual(740);
    expect(phoneFrame.width / phoneFrame.height).toBeCloseTo(9 / 16, 1);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(projectPagePath(plain));
    const wide = (await projectHero(page).locator('[data-video-facade]').boundingBox())!;
    expect(wide.width / wide.height).toBeCloseTo(16 / 9, 1);
    await projectHero(page)
      .getByRole('button', { name: /^Play video/ })
      .click();
    const wideFrame = (await page.locator('dialog[open] [data-video-frame]').boundingBox())!;
    expect(wideFrame.width / wideFrame.height).toBeCloseTo(16 / 9, 1);
  });

  test('a film that is not public is marked on /portfolio by a quiet label on its full poster, not an error', async ({
    page,
    request,
  }) => {
    await revalidate(request);
    // Polled in Node until the portfolio is rendered again with the film; then one visit in the browser.
    await expect
      .poll(
        async () => (await projectCards(request)).some((card) => card.getAttribute('data-project') === unfilmed.slug),
        REFRESH,
      )
      .toBe(true);
    const card = page.getByRole('region', { name: 'Projects' }).locator(`article[data-project="${unfilmed.slug}"]`);
    await page.goto('/portfolio');
    await expect(card).toBeVisible();
    const label = card.getByText('Video unavailable', { exact: true });
    await expect(label).toBeVisible();
    const look = await label.evaluate((element) => {
      // Colours as sRGB bytes, whatever notation the browser reports them in.
      const context = document.createElement('canvas').getContext('2d')!;
      const rgb = (colour: string) => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
        return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      };
      const style = getComputedStyle(element);
      const poster = element.closest('[data-video-facade]')!.querySelector('img')!;
      return { text: rgb(style.color), chip: rgb(style.backgroundColor), posterOpacity: getComputedStyle(poster).opacity };
    });
    expect(look.posterOpacity).toBe('1');
    // Neither the brand's red nor a dark alert panel: dark, unsaturated text on a light chip.
    for (const [r, g, b] of [look.text, look.chip]) expect(r! - Math.max(g!, b!)).toBeLessThan(40);
    expect(Math.min(...look.chip)).toBeGreaterThan(200);
    expect(Math.max(...look.text)).toBeLessThan(90);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("each host's play button is a link that opens the film there, and the transcript reads", async ({ page }) => {
      await watchVideoHost(page);
      for (const project of [notes, plain]) {
        await page.goto(projectPagePath(project));
        await expect(projectHero(page).getByRole('button')).toHaveCount(0);
        const play = projectHero(page).getByRole('link', { name: `Play video: ${project.title}` });
        const watch = filmWatchUrl(project.film!);
        await expect(play).toHaveAttribute('href', watch);
        await play.click();
        await expect(page).toHaveURL(watch);
        await expect(page.locator('#stand-in')).toHaveText(watch);
      }
      await page.goto(projectPagePath(notes));
      await page.getByText('Read the transcript').click();
      await expect(page.getByText(notes.film!.transcript![0]!, { exact: true })).toBeVisible();
    });
  });
});
