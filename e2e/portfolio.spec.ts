import { expect, test, type Locator, type Page } from '@playwright/test';
import { locations } from '../content/locations';
import { projects } from '../content/projects';
import {
  filterProjects,
  portfolioCategoryFilters,
  portfolioLocationFilters,
  type PortfolioFilters,
} from '../lib/content-queries';
import { fetchDocument, jsonLdIn, named, shownWithoutScript, shownWithText, textOf } from './support/html';
import { whenHydrated } from './support/hydration';

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

/** A filter by its value (the query-string value, lower case), whatever it reads on screen. */
const option = (group: Locator, value: string) => group.locator(`[data-value="${value}"]`);
const options = (group: Locator) => group.locator('[data-value]');

/** The chosen filter is marked current; the others are not. */
async function expectPressed(group: Locator, value: string) {
  for (const button of await options(group).all()) {
    if ((await button.getAttribute('data-value')) === value) await expect(button).toHaveAttribute('aria-current', 'true');
    else await expect(button).not.toHaveAttribute('aria-current');
  }
}

/** A filter that would show nothing is no link, and says so. */
async function expectOffered(button: Locator, offered: boolean) {
  if (offered) await expect(button).toHaveAttribute('href', /^\/portfolio/);
  else await expect(button).not.toHaveAttribute('href');
}

/** The label a filter value should read as: the category as the cards print it, the location by its page name. */
function labelOf(value: string): string {
  if (value === 'all') return 'All';
  const category = projects.find((project) => project.category.toLowerCase() === value)?.category;
  return category ?? locations.find((location) => location.slug === value)!.name;
}

/** The portfolio's parts in the HTML the server sends (which shows every project, whatever the query). */
const groupIn = (document: Document, name: string) => named(document, '[role="group"]', name)[0]!;
const gridIn = (document: Document) => named(document, 'section', 'Projects')[0]!;
const cardTitlesIn = (document: Document) => [...gridIn(document).querySelectorAll('article h2')].map(textOf);

test.describe('portfolio page as the server sends it', () => {
  test('has its heading, intro, title, description and breadcrumb data', async ({ request }) => {
    const { document } = await fetchDocument(request, '/portfolio');
    expect([...document.querySelectorAll('h1')].map(textOf)).toEqual(['Selected Films for Brands, Events and Independents']);
    expect(shownWithText(document.body, /Event highlights, brand films, product adverts/)).not.toEqual([]);
    expect(document.title).toBe('Portfolio: Event, Corporate, Product & Social Media Films | Kestrel Films');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /Watch event highlights, brand films/,
    );
    const crumbs = jsonLdIn(document).find((data) => data['@type'] === 'BreadcrumbList')!;
    expect((crumbs.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(['Home', 'Portfolio']);
  });

  test('filter buttons: all plus each category, and all plus each location, labelled as on the cards, both starting at all', async ({
    request,
  }) => {
    const { document } = await fetchDocument(request, '/portfolio');
    const [categories, places] = [groupIn(document, 'Category'), groupIn(document, 'Location')];
    const buttonsOf = (group: Element) => [...group.querySelectorAll('[data-value]')];
    expect(buttonsOf(categories).map((button) => button.getAttribute('data-value'))).toEqual(portfolioCategoryFilters());
    expect(buttonsOf(places).map((button) => button.getAttribute('data-value'))).toEqual([...portfolioLocationFilters]);
    for (const group of [categories, places]) {
      for (const button of buttonsOf(group)) {
        const value = button.getAttribute('data-value')!;
        // The label, then the count of projects it would show, or in words that it has none.
        expect(textOf(button), value).toMatch(new RegExp(`^${labelOf(value)}(\\d+ projects?|, no projects yet)$`));
        // Both start at all.
        expect(button.getAttribute('aria-current'), value).toBe(value === 'all' ? 'true' : null);
      }
    }
    // Categories read exactly as the cards print them.
    for (const project of projects) {
      const button = categories.querySelector(`[data-value="${project.category.toLowerCase()}"]`)!;
      expect(textOf(button)).toContain(project.category);
    }
    expect(cardTitlesIn(document)).toEqual(everyTitle);
    expect([...document.querySelectorAll('[role="status"]')].map(textOf)).toEqual([
      `Showing ${projects.length} of ${projects.length} projects`,
    ]);
  });

  test('every card has its poster, title and a View project link to its page, or says its video is unavailable', async ({
    request,
  }) => {
    const { document } = await fetchDocument(request, '/portfolio');
    for (const project of projects) {
      const card = gridIn(document).querySelector(`article[data-project="${project.slug}"]`)!;
      expect(
        shownWithText(card, project.title).filter((element) => /^h\d$/.test(element.localName)),
        project.slug,
      ).toHaveLength(1);
      const posters = named(card, 'img', project.poster.alt);
      expect(posters.filter(shownWithoutScript), project.slug).toHaveLength(1);
      expect(named(card, 'a', /view project/i).map((link) => link.getAttribute('href'))).toEqual([`/portfolio/${project.slug}`]);
      if (!project.film) {
        expect(shownWithText(card, 'Video unavailable'), project.slug).not.toEqual([]);
        expect(card.querySelectorAll('button, a[href^="http"]'), project.slug).toHaveLength(0);
      }
    }
  });

  test('a shared filtered address is sent filtered: its films, its status, the chosen filters marked, every filter a link with its count', async ({
    request,
  }) => {
    const { category, location } = pairs.find((pair) => pair.count > 0)!;
    for (const [query, filters] of [
      [{ category: 'event' }, { category: 'event', location: 'all' }],
      [{ location }, { category: 'all', location }],
      [
        { category, location },
        { category, location },
      ],
      // Spelt with capitals and spaces, as a visitor may type it.
      [
        { category: ` ${category.toUpperCase()} `, location },
        { category, location },
      ],
    ] as const) {
      const address = `/portfolio?${new URLSearchParams(query)}`;
      const { response, document } = await fetchDocument(request, address);
      expect(response.status(), address).toBe(200);
      const expected = titlesFor(filters as PortfolioFilters);
      expect(cardTitlesIn(document), address).toEqual(expected);
      expect([...document.querySelectorAll('[role="status"]')].map(textOf), address).toEqual([
        `Showing ${expected.length} of ${projects.length} projects`,
      ]);
      for (const [name, key] of [
        ['Category', 'category'],
        ['Location', 'location'],
      ] as const) {
        const chips = [...groupIn(document, name).querySelectorAll('[data-value]')];
        expect(
          chips.filter((chip) => chip.getAttribute('aria-current') === 'true').map((chip) => chip.getAttribute('data-value')),
          address,
        ).toEqual([filters[key]]);
        for (const chip of chips) {
          const value = chip.getAttribute('data-value')!;
          const next = { ...filters, [key]: value } as PortfolioFilters;
          const count = titlesFor(next).length;
          // A filter with no films says so in words, never with a "0" that reads as a fault.
          expect(textOf(chip), `${address} ${value}`).toMatch(
            count === 0 ? /^\D+, no projects yet$/ : new RegExp(`${count} projects?$`),
          );
          if (count === 0) expect(chip.hasAttribute('href'), `${address} ${value}`).toBe(false);
          else {
            const href = new URL(chip.getAttribute('href')!, 'http://site.test');
            expect(href.pathname).toBe('/portfolio');
            expect(Object.fromEntries(href.searchParams)).toEqual(
              Object.fromEntries(Object.entries(next).filter(([, chosen]) => chosen !== 'all')),
            );
          }
        }
      }
    }
  });

  test('an address with values the portfolio does not have is sent every film, and the pages behind the filters take no made-up value', async ({
    request,
  }) => {
    for (const address of ['/portfolio?category=weddings&location=paris', '/portfolio?category=event&category=corporate']) {
      const { document } = await fetchDocument(request, address);
      expect(cardTitlesIn(document), address).toEqual(everyTitle);
    }
    for (const address of ['/portfolio/view/weddings/all', '/portfolio/view/event/paris'])
      expect((await request.get(address, { maxRedirects: 0 })).status(), address).toBe(404);
  });

  test('?type= filters as ?category= does, with or without a location; ?category= wins over it', async ({ request }) => {
    for (const { category, location } of pairs) {
      const { document } = await fetchDocument(request, `/portfolio?${new URLSearchParams({ type: category, location })}`);
      expect(cardTitlesIn(document), `${category} ${location}`).toEqual(titlesFor({ category, location }));
    }
    const [first, second] = pairs.map((pair) => pair.category).filter((value, index, all) => all.indexOf(value) === index);
    const { document } = await fetchDocument(request, `/portfolio?${new URLSearchParams({ category: first!, type: second! })}`);
    expect(cardTitlesIn(document)).toEqual(titlesFor({ category: first!, location: 'all' }));
  });
});

test.describe('portfolio page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shared filtered address shows its films, and the filters and Reset Filters work as links', async ({ page }) => {
    const { category, location } = pairs.find((pair) => pair.count > 0)!;
    await page.goto(`/portfolio?category=${encodeURIComponent(category)}`);
    await expect(cardTitles(page)).toHaveText(titlesFor({ category, location: 'all' }));
    await option(locationGroup(page), location).click();
    await expect(page).toHaveURL(`/portfolio?${new URLSearchParams({ category, location })}`.replaceAll('+', '%20'));
    await expect(cardTitles(page)).toHaveText(titlesFor({ category, location }));
    await expectPressed(categoryGroup(page), category);
    await expectPressed(locationGroup(page), location);
    await option(categoryGroup(page), 'all').click();
    await expect(cardTitles(page)).toHaveText(titlesFor({ category: 'all', location }));
  });
});

for (const javaScriptEnabled of [true, false])
  test(`?type= shows the films of that category in the browser, with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const { category } = pairs.find((pair) => pair.count > 0)!;
    await page.goto(`/portfolio?type=${encodeURIComponent(category)}`);
    if (javaScriptEnabled) await whenHydrated(page);
    await expect(cardTitles(page)).toHaveText(titlesFor({ category, location: 'all' }));
    await expectPressed(categoryGroup(page), category);
    await context.close();
  });

test.describe('portfolio page', () => {
  test('at 1280×800: only the first poster is preloaded, the first two cards start within the first screen, and each film has a play button', async ({
    page,
  }) => {
    const viewport = { width: 1280, height: 800 };
    await page.setViewportSize(viewport);
    await page.goto('/portfolio');
    // A page fetched ahead (pointing at a card's link) must not preload its images here.
    await grid(page).getByRole('link').first().hover();
    await page.waitForLoadState('networkidle');
    await test.step('only the first poster is preloaded', async () => {
      const preloads = page.locator('link[rel="preload"][as="image"]');
      await expect(preloads).toHaveCount(1);
      await expect(preloads).toHaveAttribute('imagesrcset', new RegExp(encodeURIComponent(projects[0]!.poster.src)));
    });
    await test.step('the first two cards start within the first screen', async () => {
      for (const index of [0, 1]) {
        const box = await grid(page).getByRole('article').nth(index).boundingBox();
        expect(box!.y).toBeLessThan(viewport.height - 120);
      }
    });
    await test.step('each film has a play button once the script runs; a card without one has no button', async () => {
      for (const project of projects) {
        const card = grid(page).locator(`article[data-project="${project.slug}"]`);
        if (project.film) await expect(card.getByRole('button', { name: `Play video: ${project.title}` })).toBeVisible();
        else await expect(card.getByRole('button')).toHaveCount(0);
      }
    });
  });

  for (const javaScriptEnabled of [true, false])
    test(`at 375×667, with JavaScript ${javaScriptEnabled ? 'on' : 'off'}, each filter group is one row and the first film shows whole in the first screen`, async ({
      browser,
    }) => {
      const viewport = { width: 375, height: 667 };
      const context = await browser.newContext({ javaScriptEnabled, viewport });
      const page = await context.newPage();
      await page.goto('/portfolio');
      for (const group of [categoryGroup(page), locationGroup(page)]) {
        const tops = await group
          .locator('[data-value]')
          .evaluateAll((chips) => chips.map((chip) => chip.getBoundingClientRect().top));
        expect(new Set(tops).size, 'one row').toBe(1);
      }
      const poster = (await grid(page).getByRole('article').first().locator('img').first().boundingBox())!;
      expect(poster.y + poster.height).toBeLessThanOrEqual(viewport.height);
      await context.close();
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
        await expectOffered(button, false);
        await expect(button.locator('[data-count]'), location).toHaveCount(0);
        await expect(button, location).toHaveText(/, no projects yet$/);
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
      for (const button of await options(group).all()) {
        const value = (await button.getAttribute('data-value'))!;
        const filters: PortfolioFilters = { category: 'product', location: 'all', [other]: value } as PortfolioFilters;
        const expected = titlesFor(filters).length;
        if (expected === 0) await expect(button.locator('[data-count]'), value).toHaveCount(0);
        else
          await expect(button.locator('[data-count]'), value).toHaveText(
            `${expected} ${expected === 1 ? 'project' : 'projects'}`,
          );
        await expectOffered(button, expected > 0 || value === (other === 'category' ? 'product' : 'all'));
      }
    }
  });

  test('a query it does not know falls back to all', async ({ page }) => {
    await page.goto('/portfolio?category=weddings&location=paris');
    await expectPressed(categoryGroup(page), 'all');
    await expectPressed(locationGroup(page), 'all');
    await expect(cardTitles(page)).toHaveText(everyTitle);
  });
});
