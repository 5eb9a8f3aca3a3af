import { expect, test, type Locator, type Page } from '@playwright/test';
import { locations } from '../content/locations';
import { projects } from '../content/projects';
import { filterProjects, portfolioCategoryFilters, portfolioLocationFilters, type PortfolioFilters } from '../lib/content';

// The portfolio grid, its filters and the no-match state.

const categoryGroup = (page: Page) => page.getByRole('group', { name: 'Category' });
const locationGroup = (page: Page) => page.getByRole('group', { name: 'Location' });
const grid = (page: Page) => page.getByRole('region', { name: 'Projects' });
const cardTitles = (page: Page) => grid(page).getByRole('article').getByRole('heading', { level: 2 });
const titlesFor = (filters: PortfolioFilters) => filterProjects(projects, filters).map((project) => project.title);
const everyTitle = projects.map((project) => project.title);

/** Every category with every location, and how many projects the two together match. */
const pairs = portfolioCategoryFilters()
  .filter((category) => category !== 'all')
  .flatMap((category) =>
    portfolioLocationFilters
      .filter((location) => location !== 'all')
      .map((location) => ({ category, location, count: titlesFor({ category, location }).length })),
  );

/** A filter button by its value (the query-string value, lower case), whatever it reads on screen. */
const option = (group: Locator, value: string) => group.locator(`button[data-value="${value}"]`);

async function expectPressed(group: Locator, value: string) {
  const buttons = group.getByRole('button');
  for (const button of await buttons.all()) {
    await expect(button).toHaveAttribute('aria-pressed', String((await button.getAttribute('data-value')) === value));
  }
}

/** The label a filter value should read as: the category as the cards print it, the location by its page name. */
function labelOf(value: string): string {
  if (value === 'all') return 'All';
  const category = projects.find((project) => project.category.toLowerCase() === value)?.category;
  return category ?? locations.find((location) => location.slug === value)!.name;
}

test.describe('portfolio page', () => {
  test('has its heading, intro, title, description and breadcrumb data', async ({ page }) => {
    await page.goto('/portfolio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Selected Films for Brands, Events and Independents');
    await expect(page.getByText(/Event highlights, brand films, product adverts/)).toBeVisible();
    await expect(page).toHaveTitle('Portfolio: Event, Corporate, Product & Social Media Films | Kestrel Films');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Watch event highlights, brand films/);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const crumbs = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Portfolio']);
  });

  test('filter buttons: all plus each category, and all plus each location, labelled as on the cards, both starting at all', async ({
    page,
  }) => {
    await page.goto('/portfolio');
    const values = (group: Locator) =>
      group.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-value')));
    expect(await values(categoryGroup(page))).toEqual(portfolioCategoryFilters());
    expect(await values(locationGroup(page))).toEqual([...portfolioLocationFilters]);
    for (const group of [categoryGroup(page), locationGroup(page)]) {
      for (const button of await group.getByRole('button').all()) {
        const value = (await button.getAttribute('data-value'))!;
        // The label, then the count of projects it would show.
        await expect(button).toHaveText(new RegExp(`^${labelOf(value)}\\d+ projects?$`));
      }
    }
    // Categories read exactly as the cards print them.
    for (const project of projects) {
      await expect(option(categoryGroup(page), project.category.toLowerCase())).toContainText(project.category);
    }
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
      if (project.film) {
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

  // One page, each filter clicked in turn: the grid answers on the client, as it does for a visitor.
  test('each category filter shows exactly its projects', async ({ page }) => {
    await page.goto('/portfolio');
    for (const category of portfolioCategoryFilters()) {
      await option(categoryGroup(page), category).click();
      await expectPressed(categoryGroup(page), category);
      await expect(cardTitles(page), category).toHaveText(titlesFor({ category, location: 'all' }));
      if (category === 'all') await expect(page).toHaveURL(/\/portfolio$/);
      else await expect(page).toHaveURL(`/portfolio?category=${encodeURIComponent(category)}`);
    }
  });

  test('each location filter shows exactly its projects', async ({ page }) => {
    await page.goto('/portfolio');
    for (const location of portfolioLocationFilters) {
      const expected = titlesFor({ category: 'all', location });
      const button = option(locationGroup(page), location);
      if (expected.length === 0) {
        // Never a dead end: a choice with nothing to show is disabled and says so.
        await expect(button, location).toBeDisabled();
        await expect(button.locator('[data-count]'), location).toHaveText('0 projects');
        continue;
      }
      await button.click();
      await expectPressed(locationGroup(page), location);
      await expect(cardTitles(page), location).toHaveText(expected);
    }
  });

  test('both filters combine, and the URL carries both', async ({ page }) => {
    const { category, location } = pairs.find((pair) => pair.count > 0)!;
    await page.goto('/portfolio');
    await option(categoryGroup(page), category).click();
    await option(locationGroup(page), location).click();
    await expect(page).toHaveURL(`/portfolio?${new URLSearchParams({ category, location })}`.replaceAll('+', '%20'));
    await expect(cardTitles(page)).toHaveText(titlesFor({ category, location }));
    await expect(page.getByRole('status')).toHaveText(
      `Showing ${titlesFor({ category, location }).length} of ${projects.length} projects`,
    );
  });

  test('a filtered view survives a reload and can be shared by its URL', async ({ page }) => {
    await page.goto('/portfolio');
    await option(categoryGroup(page), 'social media').click();
    await expect(page).toHaveURL('/portfolio?category=social%20media');
    await page.reload();
    await expectPressed(categoryGroup(page), 'social media');
    await expect(cardTitles(page)).toHaveText(titlesFor({ category: 'social media', location: 'all' }));

    await page.goto('/portfolio?category=corporate&location=london');
    await expectPressed(categoryGroup(page), 'corporate');
    await expectPressed(locationGroup(page), 'london');
    await expect(cardTitles(page)).toHaveText(titlesFor({ category: 'corporate', location: 'london' }));
  });

  test('each filter shows how many projects it would show, and a choice with none is disabled', async ({ page }) => {
    await page.goto('/portfolio?category=product');
    for (const [group, other] of [
      [categoryGroup(page), 'category'],
      [locationGroup(page), 'location'],
    ] as const) {
      for (const button of await group.getByRole('button').all()) {
        const value = (await button.getAttribute('data-value'))!;
        const filters: PortfolioFilters = { category: 'product', location: 'all', [other]: value } as PortfolioFilters;
        const expected = titlesFor(filters).length;
        await expect(button.locator('[data-count]'), value).toHaveText(`${expected} ${expected === 1 ? 'project' : 'projects'}`);
        if (expected === 0) await expect(button, value).toBeDisabled();
        else await expect(button, value).toBeEnabled();
      }
    }
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    test(`the first project cards start within the first screen at ${viewport.width}×${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/portfolio');
      const first = grid(page).getByRole('article').first();
      const box = await first.boundingBox();
      expect(box!.y).toBeLessThan(viewport.height - 120);
      if (viewport.width >= 768) {
        const second = await grid(page).getByRole('article').nth(1).boundingBox();
        expect(second!.y).toBeLessThan(viewport.height - 120);
      }
    });
  }

  test('a query it does not know falls back to all', async ({ page }) => {
    await page.goto('/portfolio?category=weddings&location=paris');
    await expectPressed(categoryGroup(page), 'all');
    await expectPressed(locationGroup(page), 'all');
    await expect(cardTitles(page)).toHaveText(everyTitle);
  });
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
