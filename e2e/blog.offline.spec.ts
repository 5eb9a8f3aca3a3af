import { expect, test } from '@playwright/test';
import { cms, CONTENTFUL } from './servers/contentful';
import { FIXTURE } from './servers/contentful-fixtures';
import { expectNoAxeViolations } from './support/axe';
import { listedTitles, requestsSince, revalidate } from './support/blog';
import { E2E_CONTENTFUL_TIMING } from './support/variants';

// The `offline` build was made while its Contentful space was unreachable (the stand-in
// drops every connection to it until a test brings it back). One story, in order:
// the build completed with the error state; the site recovers by itself once Contentful
// answers; later outages keep the posts.

test.describe.configure({ mode: 'serial' });

const offline = cms(CONTENTFUL.offlineSpace);

test.afterAll(async () => {
  await offline.recover();
});

test('the build completed and /blog shows the error state with a Retry button that reloads', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights & Tips on Videography');
  await expect(page.getByRole('heading', { name: 'Error loading blog posts' })).toBeVisible();
  await expect(page.getByText('There was an error loading blog posts. Please try again later.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const reloaded = page.waitForEvent('framenavigated');
  await page.getByRole('button', { name: 'Retry' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/blog\??$/);
  await expect(page.getByRole('heading', { name: 'Error loading blog posts' })).toBeVisible();
});

test('while Contentful is unreachable a post address redirects to /blog and the feed is empty but valid', async ({
  page,
  request,
}) => {
  await page.goto(`/blog/${FIXTURE.lighting.slug}`);
  await expect(page).toHaveURL(/\/blog$/);
  const feed = await (await request.get('/blog/rss.xml')).text();
  expect(feed).toContain('<rss version="2.0"');
  expect(feed).not.toContain('<item>');
});

test('once Contentful answers again the blog recovers by itself, without a webhook or a rebuild', async ({ page, request }) => {
  await offline.recover();
  await expect
    .poll(async () => (await listedTitles(request)).includes(FIXTURE.lighting.title), { timeout: 30_000, intervals: [500] })
    .toBe(true);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'Error loading blog posts' })).toHaveCount(0);
  // The post's address redirected while Contentful was down; that answer is retried soon too.
  await expect
    .poll(async () => (await request.get(`/blog/${FIXTURE.lighting.slug}`, { maxRedirects: 0 })).status(), {
      timeout: 30_000,
      intervals: [500],
    })
    .toBe(200);
  await page.goto(`/blog/${FIXTURE.lighting.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FIXTURE.lighting.title);
});

test('Contentful unreachable again during a revalidation: the posts stay', async ({ page, request }) => {
  const since = Date.now();
  await offline.fail({ kind: 'drop' });
  expect((await revalidate(request)).status()).toBe(200);
  await page.goto('/blog');
  // The refresh gives up after the SDK's retries (every connection dropped).
  await expect
    .poll(async () => (await requestsSince(since, CONTENTFUL.offlineSpace)).filter((entry) => entry.status === 0).length, {
      timeout: 30_000,
      intervals: [250],
    })
    .toBeGreaterThanOrEqual(E2E_CONTENTFUL_TIMING.retryLimit + 1);
  for (let visit = 0; visit < 2; visit++) {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'Error loading blog posts' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { name: FIXTURE.lighting.title })).toBeVisible();
  }
  await offline.recover();
});
