import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { POSTS_PER_PAGE } from '../lib/blog/pages';
import { readingTime, readingTimeLabel } from '../lib/blog/reading-time';
import { cms, CONTENTFUL, uniqueEntry } from './servers/contentful';
import { archivePosts } from './servers/contentful-archive';
import { FIXTURE } from './servers/contentful-fixtures';
import { expectNoAxeViolations } from './support/axe';
import { listedTitles, revalidate } from './support/blog';
import { filesUnder } from './support/files';
import { fetchDocument, onlyJsonLd, textShownWithoutScript } from './support/html';
import { clusterForFile, type Instance } from './support/scale-out';

// The pages of /blog, on an instance of the main build reading a space of its own that holds more
// posts than a page: the fixtures and generated older posts (e2e/servers/contentful-archive.ts).
// The build was made from the main space, so the instance's webhook first brings its pages up to date.

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const FEED_LIMIT = 7;
const space = cms(CONTENTFUL.archiveSpace);
const generated = archivePosts(CONTENTFUL.archivePosts);
/** Newest first: the fixtures are dated after every generated post. */
const PUBLISHED_FIXTURES = [FIXTURE.lighting, FIXTURE.drones, FIXTURE.grading, FIXTURE.reels, FIXTURE.behindScenes];
const titles = [...PUBLISHED_FIXTURES.map((post) => post.title), ...generated.map((post) => post.title)];

let instance: Instance;
let request: APIRequestContext;
const added: string[] = [];

/** Polls until the page lists these titles (a refresh may serve the previous version first). */
async function expectTitles(path: string, expected: string[]) {
  await expect
    .poll(async () => listedTitles(request, path), { timeout: 30_000, intervals: [250, 500, 1000, 2000] })
    .toEqual(expected);
}

clusterForFile(
  async (cluster) => {
    instance = await cluster.startInstance('pages', {
      CONTENTFUL_SPACE_ID: CONTENTFUL.archiveSpace,
      BLOG_FEED_LIMIT: String(FEED_LIMIT),
    });
    request = await playwrightRequest.newContext({ baseURL: instance.url });
    expect(titles.length).toBe(POSTS_PER_PAGE * 2);
    expect((await revalidate(request)).status()).toBe(200);
    await expectTitles('/blog', titles.slice(0, POSTS_PER_PAGE));
  },
  {
    timeout: 180_000,
    cleanUp: async () => {
      for (const id of added) await space.deleteEntry(id);
      await request?.dispose();
    },
  },
);

/** The served page's card titles, and the named link of its pages navigation (fails unless there is one nav). */
async function servedPage(path: string) {
  const { document } = await fetchDocument(request, path);
  const navs = [...document.querySelectorAll('nav[aria-label="Pages of articles"]')];
  expect(navs, `${path}: one pages navigation`).toHaveLength(1);
  const link = (name: string) =>
    [...navs[0]!.querySelectorAll('a[href]')].filter(
      (element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() === name,
    );
  const titles = [...document.querySelectorAll('main article')].flatMap((card) =>
    [...card.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => textShownWithoutScript(heading).trim()),
  );
  const head = (selector: string) => [...document.querySelectorAll(`head ${selector}`)];
  return { document, titles, link, head };
}

test('/blog shows only the newest page with a link onward; the next page shows the next posts and links back', async () => {
  await test.step('page 1, as served', async () => {
    const first = await servedPage('/blog');
    expect(first.titles).toEqual(titles.slice(0, POSTS_PER_PAGE));
    expect(first.head('link[rel="next"]').map((link) => link.getAttribute('href'))).toEqual([
      expect.stringMatching(/\/blog\/page\/2$/),
    ]);
    expect(first.head('link[rel="prev"]')).toHaveLength(0);
    expect(first.link('Page 1').map((link) => link.getAttribute('aria-current'))).toEqual(['page']);
    expect(first.link('Newer articles')).toHaveLength(0);
    expect(first.link('Older articles')).toHaveLength(1);
  });

  await test.step('page 2, as served', async () => {
    const second = await servedPage('/blog/page/2');
    expect(second.titles).toEqual(titles.slice(POSTS_PER_PAGE));
    expect(second.document.title).toMatch(/^Blog, page 2: Insights & Tips on Videography/);
    expect(second.head('link[rel="canonical"]').map((link) => link.getAttribute('href'))).toEqual([
      expect.stringMatching(/\/blog\/page\/2$/),
    ]);
    const [description] = second.head('meta[name="description"]').map((meta) => meta.getAttribute('content'));
    expect(description).toMatch(/^Page 2 of /);
    const [shareImage] = second.head('meta[property="og:image"]').map((meta) => meta.getAttribute('content'));
    expect(shareImage).toMatch(/\/blog\/opengraph-image$/);
    const image = await request.get(new URL(shareImage!).pathname);
    expect([image.status(), image.headers()['content-type']]).toEqual([200, 'image/png']);
    expect(second.head('link[rel="prev"]').map((link) => link.getAttribute('href'))).toEqual([expect.stringMatching(/\/blog$/)]);
    expect(second.head('link[rel="next"]')).toHaveLength(0);
    expect(second.link('Page 2').map((link) => link.getAttribute('aria-current'))).toEqual(['page']);
    expect(second.link('Older articles')).toHaveLength(0);
    expect(second.link('Newer articles')).toHaveLength(1);
  });
});

test('Older and Newer articles move between the pages in the browser, and page 2 passes axe', async ({ page }) => {
  await page.goto(`${instance.url}/blog`);
  const cards = page.getByRole('main').getByRole('article');
  const pages = page.getByRole('navigation', { name: 'Pages of articles' });
  await pages.getByRole('link', { name: 'Older articles' }).click();
  await expect(page).toHaveURL(`${instance.url}/blog/page/2`);
  await expect(cards.getByRole('heading')).toHaveText(titles.slice(POSTS_PER_PAGE));
  await expect(page).toHaveTitle(/^Blog, page 2: Insights & Tips on Videography/);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  await pages.getByRole('link', { name: 'Newer articles' }).click();
  await expect(page).toHaveURL(`${instance.url}/blog`);
  await expect(cards.first().getByRole('heading')).toHaveText(titles[0]!);
});

test('a page past the end, page 0 and page numbers that are not one redirect and add no file to the build output', async () => {
  // The second page is in the cache and not being refreshed, so nothing else writes meanwhile.
  await expect
    .poll(async () => (await request.get('/blog/page/2')).headers()['x-nextjs-cache'], { intervals: [100, 250, 500] })
    .toBe('HIT');
  const before = filesUnder(instance.dist);
  const { id } = uniqueEntry('page');
  const madeUp = ['3', '4', '999999', '0', '02', '-1', 'two', '2.0', id, `${id}%20`];
  for (const segment of madeUp) {
    const response = await request.get(`/blog/page/${segment}`, { maxRedirects: 0 });
    expect(response.status(), segment).toBe(307);
    expect(response.headers().location, segment).toMatch(/\/blog$/);
  }
  const first = await request.get('/blog/page/1', { maxRedirects: 0 });
  expect(first.status()).toBe(308);
  expect(first.headers().location).toMatch(/\/blog$/);
  // Pages of posts the browser fetched ahead in the test before may still be arriving; no page of the list may.
  const added = [...filesUnder(instance.dist).keys()].filter((file) => !before.has(file));
  expect(added.filter((file) => file.includes('/blog/page/') || file.includes(id))).toEqual([]);
});

test('each post and its card show the reading time of its body beside the date, also in its structured data', async () => {
  // The longest body on the first page, chosen by rule: several minutes, not the one minute of a short post.
  const onFirstPage = generated.filter((post) => titles.slice(0, POSTS_PER_PAGE).includes(post.title));
  const longest = onFirstPage.reduce((best, post) => (post.words > best.words ? post : best));
  const time = readingTime({ contentType: 'array', items: Array(longest.words).fill('word') })!;
  expect(time.minutes).toBeGreaterThan(1);

  const list = await fetchDocument(request, '/blog');
  const cards = [...list.document.querySelectorAll('main article')].filter((card) => card.textContent!.includes(longest.title));
  expect(cards).toHaveLength(1);
  expect([...cards[0]!.querySelectorAll('[data-reading-time]')].map((label) => label.textContent)).toEqual([
    readingTimeLabel(time),
  ]);
  const href = cards[0]!.querySelector('h1 a, h2 a, h3 a, h4 a, h5 a, h6 a')!.getAttribute('href')!;
  const { document } = await fetchDocument(request, href);
  expect([...document.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual([longest.title]);
  const dateLine = [...document.querySelectorAll('article header p')].filter((line) => line.querySelector('time'));
  expect(dateLine.flatMap((line) => [...line.querySelectorAll('[data-reading-time]')].map((label) => label.textContent))).toEqual(
    [readingTimeLabel(time)],
  );
  expect(onlyJsonLd(document, 'BlogPosting')).toMatchObject({ timeRequired: `PT${time.minutes}M`, wordCount: longest.words });
});

test('the feed carries the newest posts, as many as BLOG_FEED_LIMIT says; the sitemap lists every post and page', async () => {
  const feedTitles = async () =>
    [...(await (await request.get('/blog/rss.xml')).text()).matchAll(/<item>\s*<title><!\[CDATA\[(.*?)\]\]><\/title>/g)].map(
      (match) => match[1],
    );
  await expect.poll(feedTitles, { timeout: 30_000 }).toEqual(titles.slice(0, FEED_LIMIT));

  // Built from the main space, the sitemap may be served once more as it was before it is refreshed.
  const pageTwo = /<loc>[^<]*\/blog\/page\/2<\/loc>/;
  await expect.poll(async () => (await (await request.get('/sitemap.xml')).text()).match(pageTwo)?.length).toBe(1);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toMatch(/\/blog\/page\/3</);
  for (const post of generated) expect(sitemap).toContain(`/blog/${post.slug}</loc>`);
});

test('a post published after the build appears at the top of page 1 after the webhook, and the others move along', async () => {
  const { id, slug } = uniqueEntry('newest');
  const title = `Newest post ${id}`;
  added.push(id);
  await space.putEntry(id, { title, slug, date: '2031-01-01', categories: ['Corporate'], content: `Body of ${title}.` });
  // Until the webhook the list is what it was, and the page the new post opens does not exist yet.
  expect((await listedTitles(request, '/blog'))[0]).toBe(titles[0]);

  expect((await revalidate(request)).status()).toBe(200);
  const after = [title, ...titles];
  await expectTitles('/blog', after.slice(0, POSTS_PER_PAGE));
  await expectTitles('/blog/page/2', after.slice(POSTS_PER_PAGE, POSTS_PER_PAGE * 2));
  // Page 3 opened without a rebuild: the address that redirected renders the oldest post.
  await expectTitles('/blog/page/3', after.slice(POSTS_PER_PAGE * 2));
});
