import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { cms, CONTENTFUL } from './servers/contentful';
import { FIXTURE } from './servers/contentful-fixtures';
import { expectNoAxeViolations } from './support/axe';
import { listedTitles, refreshUntilGivenUp } from './support/blog';
import { fetchDocument, shownWithoutScript, textShownWithoutScript } from './support/html';
import { distDir, E2E_OFFLINE_TIMING, stamp, variantByName } from './support/variants';

// The `offline` build was made while its Contentful space was unreachable (the stand-in
// drops every connection to it until a test brings it back). One story, in order:
// the build completed with the error state; the site recovers by itself once Contentful
// answers; later outages keep the posts.

test.describe.configure({ mode: 'serial' });

const offline = cms(CONTENTFUL.offlineSpace);

test.afterAll(async () => {
  await offline.recover();
});

/** Whether the page at `route` (redirects followed), as the server sends it, shows the blog's error state. */
const errorHeadingsOf = (document: Document) =>
  [...document.querySelectorAll('main h1, main h2, main h3')].filter(
    (heading) => heading.textContent?.trim() === 'Error loading blog posts' && shownWithoutScript(heading),
  );

test('the build waited out the outage once for each kind of content, not once for each page', async () => {
  const builtAt = statSync(stamp(variantByName('offline'))).mtimeMs;
  const dropped = new Map<string, number>();
  for (const { at, path, status } of await offline.log()) {
    const type = new URL(path, 'http://x').searchParams.get('content_type') ?? 'blog';
    if (at < builtAt && status === 0) dropped.set(type, (dropped.get(type) ?? 0) + 1);
  }
  // Each read gives up after its retries. `next build` reads from two processes (page data, then the pages), and at
  // times from a third, as Next spreads its work; the five or more routes reading the blog, each for itself, would be more.
  expect(dropped.size).toBeGreaterThan(0);
  for (const [type, count] of dropped) expect(count, type).toBeLessThanOrEqual(3 * (E2E_OFFLINE_TIMING.retryLimit + 1));
});

test("the build's log says each failed read in a line and never shows Contentful's access token", () => {
  const variant = variantByName('offline');
  const log = readFileSync(path.resolve(__dirname, '..', `${distDir(variant)}.build.log`), 'utf8');
  expect(log).toMatch(/could not be loaded from Contentful.*ECONNRESET: socket hang up/);
  for (const name of ['CONTENTFUL_ACCESS_TOKEN', 'CONTENTFUL_PREVIEW_ACCESS_TOKEN']) {
    expect(variant.env[name]!.length, name).toBeGreaterThan(8);
    expect(log.includes(variant.env[name]!), `${name} in the build's log`).toBe(false);
  }
});

test('the build completed and /blog shows the error state with a Retry button that reloads', async ({ page, request }) => {
  await test.step('as the server sends it', async () => {
    const { response, document } = await fetchDocument(request, '/blog');
    expect(response.status()).toBe(200);
    expect([...document.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual([
      'Insights & Tips on Videography',
    ]);
    expect(errorHeadingsOf(document)).toHaveLength(1);
    expect(textShownWithoutScript(document.querySelector('main')!)).toContain(
      'There was an error loading blog posts. Please try again later.',
    );
    expect(document.querySelectorAll('main article')).toHaveLength(0);
  });

  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'Error loading blog posts' })).toBeVisible();
  await expectNoAxeViolations(page);

  const reloaded = page.waitForEvent('framenavigated');
  await page.getByRole('button', { name: 'Retry' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/blog\??$/);
  await expect(page.getByRole('heading', { name: 'Error loading blog posts' })).toBeVisible();
});

test('while Contentful is unreachable a post address redirects to /blog and the feed is empty but valid', async ({ request }) => {
  const response = await request.get(`/blog/${FIXTURE.lighting.slug}`);
  expect(new URL(response.url()).pathname).toBe('/blog');
  const feed = await (await request.get('/blog/rss.xml')).text();
  expect(feed).toContain('<rss version="2.0"');
  expect(feed).not.toContain('<item>');
});

test('once Contentful answers again the blog recovers by itself, without a webhook or a rebuild', async ({ request }) => {
  await offline.recover();
  await expect
    .poll(async () => (await listedTitles(request)).includes(FIXTURE.lighting.title), { timeout: 30_000, intervals: [500] })
    .toBe(true);
  expect(errorHeadingsOf((await fetchDocument(request, '/blog')).document)).toEqual([]);
  // The post's address redirected while Contentful was down; that answer is retried soon too.
  await expect
    .poll(async () => (await request.get(`/blog/${FIXTURE.lighting.slug}`, { maxRedirects: 0 })).status(), {
      timeout: 30_000,
      intervals: [500],
    })
    .toBe(200);
  const { document } = await fetchDocument(request, `/blog/${FIXTURE.lighting.slug}`);
  expect([...document.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual([FIXTURE.lighting.title]);
});

test('Contentful unreachable again during a revalidation: the posts stay', async ({ request }) => {
  const since = Date.now();
  await offline.fail({ kind: 'drop' });
  // A visit starts the refresh, which gives up after the SDK's retries (every connection dropped).
  await refreshUntilGivenUp(request, since, CONTENTFUL.offlineSpace, 0, E2E_OFFLINE_TIMING);
  for (let visit = 0; visit < 2; visit++) {
    const { document } = await fetchDocument(request, '/blog');
    expect(errorHeadingsOf(document)).toEqual([]);
    const titles = [...document.querySelectorAll('main h1, main h2, main h3')].filter(
      (heading) => heading.textContent?.trim() === FIXTURE.lighting.title,
    );
    expect(titles).toHaveLength(1);
    expect(shownWithoutScript(titles[0]!)).toBe(true);
  }
  await offline.recover();
});
