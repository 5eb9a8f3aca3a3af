import { expect, test, type Page } from '@playwright/test';
import { site } from '../content/site';
import { jsonLdBlocks } from './support/structured-data';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.use({ viewport: { width: 1280, height: 900 } });

test('the story, the photograph and the approach', async ({ page }) => {
  const response = await page.goto('/about');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`About ${site.owner} | ${site.name}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Lewes/);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Person Behind the Camera');
  await expect(page.locator('main header p', { hasText: `I’m ${site.owner}` })).toBeVisible();

  const portrait = page.locator('main img[src*="about-portrait.jpg"]');
  await expect(portrait).toHaveCount(1);
  await expect(portrait).toHaveAttribute('alt', /\S/);
  await expect(portrait).toHaveAttribute('src', /^\/_next\/image\?url=%2Fimages%2Fabout-portrait\.jpg/);
  expect(await portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const approach = section(page, 'My Approach');
  await expect(approach.getByRole('heading', { level: 3 })).toHaveText([
    'Strategic Planning',
    'Creative Vision',
    'Quality Production',
  ]);
});

test('the equipment lists, Let’s Work Together and the quote banner', async ({ page }) => {
  await page.goto('/about');
  const equipment = section(page, 'Equipment');
  await expect(equipment.getByRole('heading', { level: 3 })).toHaveText(['Camera', 'Audio and Lighting']);
  for (const list of ['Camera', 'Audio and Lighting']) {
    const items = equipment.locator('div', { has: page.getByRole('heading', { name: list }) }).getByRole('listitem');
    expect(await items.count()).toBeGreaterThanOrEqual(4);
  }
  await expect(page.getByRole('link', { name: "Let's Work Together" })).toHaveAttribute('href', '/contact?from=/about');
  const banner = page.locator('section[aria-labelledby="quote-banner-title"]');
  await expect(banner.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/contact?from=/about');
});

test('breadcrumbs, and no local-business data', async ({ page }) => {
  await page.goto('/about');
  const blocks = await jsonLdBlocks(page);
  expect(blocks.map((block) => block['@type'])).toEqual(['BreadcrumbList']);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('About')).toHaveAttribute('aria-current', 'page');
});
