import { expect, test, type Locator, type Page } from '@playwright/test';
import { projects } from '../content/projects';
import { filterProjects, portfolioCategoryFilters, portfolioLocationFilters, type PortfolioFilters } from '../lib/content';
import { expectNoAxeViolations } from './support/axe';

/** The portfolio grid, its filters and the no-match state. */

const categoryGroup = (page: Page) => page.getByRole('group', { name: 'Category' });
const locationGroup = (page: Page) => page.getByRole('group', { name: 'Location' });
const grid = (page: Page) => page.getByRole('region', { name: 'Projects' });
const cardTitles = (page: Page) => grid(page).getByRole('article').getByRole('heading', { level: 2 });
const titlesFor = (filters: PortfolioFilters) => filterProjects(projects, filters).map((project) => project.title);
const everyTitle = projects.map((project) => project.title);

async function expectPressed(group: Locator, value: string) {
  const buttons = group.getByRole('button');
  for (const button of await buttons.all()) {
    await expect(button).toHaveAttribute('aria-pressed', String((await button.textContent()) === value));
  }
}

test.describe('portfolio page', () => {
  test('has its heading, intro, title, description and breadcrumb data', async ({ page }) => {
    await page.goto('/portfolio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Selected films for brands, events and independents');
    await expect(page.getByText(/Event highlights, brand films, product adverts/)).toBeVisible();
    await expect(page).toHaveTitle('Portfolio: Event, Corporate, Product & Social Media Films | Kestrel Films');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Watch event highlights, brand films/);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const crumbs = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Portfolio']);
  });

  test('filter buttons: all plus each category in lower case, and all plus each location, both starting at all', async ({
    page,
  }) => {
    await page.goto('/portfolio');
    await expect(categoryGroup(page).getByRole('button')).toHaveText(['all', 'event', 'corporate', 'product', 'social media']);
    expect(portfolioCategoryFilters()).toEqual(['all', 'event', 'corporate', 'product', 'social media']);
    await expect(locationGroup(page).getByRole('button')).toHaveText(['all', 'brighton', 'lewes', 'london']);
    await expectPressed(categoryGroup(page), 'all');
    await expectPressed(locationGroup(page), 'all');
    await expect(cardTitles(page)).toHaveText(everyTitle);
    await expect(page.getByRole('status')).toHaveText(`Showing ${projects.length} of ${projects.length} projects`);
  });

  test('every card has its film and a View project link to its page', async ({ page }) => {
    await page.goto('/portfolio');
    for (const project of projects) {
      const card = grid(page).locator(`article[data-project="${project.slug}"]`);
      await expect(card.getByRole('heading', { name: project.title })).toBeVisible();
      await expect(card.getByRole('img', { name: project.poster.alt })).toBeVisible();
      await expect(card.getByRole('link', { name: 'View project' })).toHaveAttribute('href', `/portfolio/${project.slug}`);
      if (project.videoId) {
        await expect(card.getByRole('button', { name: `Play video: ${project.title}` })).toBeVisible();
      } else {
        await expect(card.getByText('Video unavailable')).toBeVisible();
        await expect(card.getByRole('button')).toHaveCount(0);
      }
    }
  });

  test('only the first poster is preloaded', async ({ page }) => {
    // After the links in view have been prefetched: a prefetched page must not preload its images here.
    await page.goto('/portfolio', { waitUntil: 'networkidle' });
    const preloads = page.locator('link[rel="preload"][as="image"]');
    await expect(preloads).toHaveCount(1);
    await expect(preloads).toHaveAttribute('imagesrcset', new RegExp(encodeURIComponent(projects[0]!.poster.src)));
  });

  for (const category of portfolioCategoryFilters()) {
    test(`the category filter "${category}" shows exactly its projects`, async ({ page }) => {
      await page.goto('/portfolio');
      await categoryGroup(page).getByRole('button', { name: category, exact: true }).click();
      await expectPressed(categoryGroup(page), category);
      await expect(cardTitles(page)).toHaveText(titlesFor({ category, location: 'all' }));
      if (category === 'all') await expect(page).toHaveURL(/\/portfolio$/);
      else await expect(page).toHaveURL(`/portfolio?category=${encodeURIComponent(category)}`);
    });
  }

  for (const location of portfolioLocationFilters) {
    test(`the location filter "${location}" shows exactly its projects`, async ({ page }) => {
      await page.goto('/portfolio');
      await locationGroup(page).getByRole('button', { name: location, exact: true }).click();
      await expectPressed(locationGroup(page), location);
      const expected = titlesFor({ category: 'all', location });
      if (expected.length > 0) await expect(cardTitles(page)).toHaveText(expected);
      else await expect(page.getByText('No projects match your current filters')).toBeVisible();
    });
  }

  test('both filters combine, and the URL carries both', async ({ page }) => {
    await page.goto('/portfolio');
    await categoryGroup(page).getByRole('button', { name: 'product' }).click();
    await locationGroup(page).getByRole('button', { name: 'london' }).click();
    await expect(page).toHaveURL('/portfolio?category=product&location=london');
    await expect(cardTitles(page)).toHaveText(titlesFor({ category: 'product', location: 'london' }));
    await expect(page.getByRole('status')).toHaveText(`Showing 1 of ${projects.length} projects`);
  });

  test('no match shows the two messages, and Reset Filters brings every project back', async ({ page }) => {
    expect(titlesFor({ category: 'event', location: 'london' })).toEqual([]);
    await page.goto('/portfolio');
    await categoryGroup(page).getByRole('button', { name: 'event' }).click();
    await locationGroup(page).getByRole('button', { name: 'london' }).click();
    await expect(cardTitles(page)).toHaveCount(0);
    await expect(page.getByText('No projects match your current filters', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Try changing your category or location selection to see more projects.', { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(cardTitles(page)).toHaveText(everyTitle);
    await expectPressed(categoryGroup(page), 'all');
    await expectPressed(locationGroup(page), 'all');
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(categoryGroup(page).getByRole('button', { name: 'all' })).toBeFocused();
  });

  test('a filtered view survives a reload and can be shared by its URL', async ({ page }) => {
    await page.goto('/portfolio');
    await categoryGroup(page).getByRole('button', { name: 'social media' }).click();
    await expect(page).toHaveURL('/portfolio?category=social%20media');
    await page.reload();
    await expectPressed(categoryGroup(page), 'social media');
    await expect(cardTitles(page)).toHaveText(titlesFor({ category: 'social media', location: 'all' }));

    await page.goto('/portfolio?category=corporate&location=london');
    await expectPressed(categoryGroup(page), 'corporate');
    await expectPressed(locationGroup(page), 'london');
    await expect(cardTitles(page)).toHaveText(titlesFor({ category: 'corporate', location: 'london' }));
  });

  test('a query it does not know falls back to all', async ({ page }) => {
    await page.goto('/portfolio?category=weddings&location=paris');
    await expectPressed(categoryGroup(page), 'all');
    await expectPressed(locationGroup(page), 'all');
    await expect(cardTitles(page)).toHaveText(everyTitle);
  });

  for (const width of [375, 1280]) {
    test(`axe finds no violation at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/portfolio');
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('portfolio page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every project, even with a filter in the URL', async ({ page }) => {
    await page.goto('/portfolio?category=event&location=london');
    await expect(cardTitles(page)).toHaveText(everyTitle);
    for (const project of projects) {
      await expect(page.getByRole('link', { name: `View project: ${project.title}` })).toHaveAttribute(
        'href',
        `/portfolio/${project.slug}`,
      );
    }
  });
});
