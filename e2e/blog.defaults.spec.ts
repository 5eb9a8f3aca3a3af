import { expect, test } from '@playwright/test';
import sampleEntries from '../content/blog-sample-entries.json';
import { expectNoAxeViolations } from './support/axe';
import { E2E_SECRETS } from './support/variants';

/** The `defaults` build has no Contentful settings: the blog shows the sample entries shipped in content/. */

const sample = sampleEntries.items.map((item) => ({ title: item.fields.title, slug: item.fields.slug }));

test('/blog shows the embedded sample posts', async ({ page }) => {
  await page.goto('/blog');
  const titles = await page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
  expect(titles).toEqual(sample.map((post) => post.title));
  await expectNoAxeViolations(page);
});

test('a sample post renders its rich text: headings, table, list, quote, embedded image and marks', async ({ page }) => {
  const planning = sample.find((post) => post.slug === 'planning-a-corporate-video')!;
  await page.goto(`/blog/${planning.slug}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(planning.title);
  await expect(main.getByRole('table')).toContainText('Pre-production');
  await expect(main.locator('ol > li')).toHaveCount(4);
  await expect(main.locator('blockquote')).toContainText('The best interviews feel like conversations');
  await expect(main.getByRole('heading', { name: 'Related Articles' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/blog/event-highlight-reel-checklist');
  await expect(main.getByRole('img', { name: 'A crowd gathered around an installation at Milan Design Week' })).toBeVisible();
  await expect(main.locator('s', { hasText: 'Every speaker in full.' })).toBeVisible();
});

test('the plain-text sample post keeps its line breaks', async ({ page }) => {
  await page.goto('/blog/corporate-video-cost-uk');
  const paragraph = page.getByRole('main').locator('p', { hasText: 'Most corporate videos I make cost between' });
  expect(await paragraph.innerText()).toMatch(/£1,500 and £10,000\+\.\nAt the lower end/);
});

test('without secrets configured the webhook and draft mode refuse everyone', async ({ request }) => {
  const webhook = await request.post('/api/revalidate', { headers: { 'x-revalidate-secret': E2E_SECRETS.revalidate } });
  expect(webhook.status()).toBe(401);
  const draft = await request.get(`/api/draft?secret=${E2E_SECRETS.preview}&slug=planning-a-corporate-video`, {
    maxRedirects: 0,
  });
  expect(draft.status()).toBe(401);
});
