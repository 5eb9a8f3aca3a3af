import { expect, test, type Page } from '@playwright/test';
import { site } from '../content/site';
import { services } from '../content/services';
import { notFoundSuggestions } from '../lib/navigation';
import { expectNoAxeViolations } from './support/axe';

/** An address no route serves: the layout is tested on the not-found page, which every site has. */
const UNKNOWN = '/no-such-page-here';

const desktopNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('header at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('logo links home and the seven entries are in order', async ({ page }) => {
    await page.goto(UNKNOWN);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: `${site.name}, home` })).toHaveAttribute('href', '/');
    const nav = desktopNav(page);
    await expect(nav).toBeVisible();
    const entries = nav.locator(':scope > ul > li > a, :scope > ul > li > div > button');
    await expect(entries).toHaveText(['Home', 'About', 'Portfolio', 'Services', 'Blog', 'FAQs', 'Contact']);
    for (const [name, href] of [
      ['Home', '/'],
      ['About', '/about'],
      ['Portfolio', '/portfolio'],
      ['Blog', '/blog'],
      ['FAQs', '/faqs'],
      ['Contact', '/contact'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  test('stays at the top of the window while scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto(UNKNOWN);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    expect((await page.getByRole('banner').boundingBox())?.y).toBe(0);
  });

  test('Services dropdown works with the keyboard', async ({ page }) => {
    await page.goto(UNKNOWN);
    const button = desktopNav(page).getByRole('button', { name: 'Services' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(panel).toBeHidden();

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link')).toHaveText(['Corporate Videography', 'Event Videography', 'Social Media Content']);
    await expect(panel.getByRole('link', { name: 'Event Videography' })).toHaveAttribute('href', '/event-videography');

    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link', { name: 'Corporate Videography' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link', { name: 'Event Videography' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    // Tabbing past the last link closes it too.
    await page.keyboard.press('Space');
    await expect(panel).toBeVisible();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(panel).toBeHidden();
  });

  test('Services dropdown opens on hover and closes when the pointer leaves', async ({ page }) => {
    await page.goto(UNKNOWN);
    const button = desktopNav(page).getByRole('button', { name: 'Services' });
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(10, 600);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('a mouse click on Services after the hover keeps the dropdown open', async ({ page }) => {
    await page.goto(UNKNOWN);
    const button = desktopNav(page).getByRole('button', { name: 'Services' });
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await button.hover();
    await expect(panel).toBeVisible();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: 'Corporate Videography' })).toBeVisible();
    await button.click();
    await expect(panel).toBeVisible();
    // Leaving still closes it.
    await page.mouse.move(10, 600);
    await expect(panel).toBeHidden();
  });

  test('axe finds no violation with the dropdown open', async ({ page }) => {
    await page.goto(UNKNOWN);
    const button = desktopNav(page).getByRole('button', { name: 'Services' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
  });
});

test.describe('Services dropdown on a touch screen', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: false });

  test('a tap opens it and a tap elsewhere closes it', async ({ page }) => {
    await page.goto(UNKNOWN);
    const button = desktopNav(page).getByRole('button', { name: 'Services' });
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).tap();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('menu at 375px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button toggles a menu with a collapsible Services list; a link closes both', async ({ page }) => {
    await page.goto(UNKNOWN);
    await expect(desktopNav(page)).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    const menu = page.locator(`#${await menuButton.getAttribute('aria-controls')}`);
    await expect(menu).toBeHidden();

    await menuButton.click();
    const closeButton = page.getByRole('button', { name: 'Close' });
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(['Home', 'About', 'Portfolio', 'Blog', 'FAQs', 'Contact']);

    const servicesButton = menu.getByRole('button', { name: 'Services' });
    await expect(servicesButton).toHaveAttribute('aria-expanded', 'false');
    await servicesButton.click();
    await expect(servicesButton).toHaveAttribute('aria-expanded', 'true');
    const subList = page.locator(`#${await servicesButton.getAttribute('aria-controls')}`);
    await expect(subList.getByRole('link')).toHaveText(['Corporate Videography', 'Event Videography', 'Social Media Content']);
    await expectNoAxeViolations(page);

    await menu.getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    // Both are closed: reopening shows the Services list collapsed again.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'false');
    await expect(subList).toBeHidden();
  });

  test('Escape closes the menu', async ({ page }) => {
    await page.goto(UNKNOWN);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('footer', () => {
  for (const width of [375, 1280]) {
    test(`holds everything the spec lists at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(UNKNOWN);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText(site.description)).toBeVisible();
      await expect(footer.getByRole('link', { name: `${site.name}, home` })).toHaveAttribute('href', '/');

      const socials = footer.getByRole('list', { name: 'Social profiles' }).getByRole('link');
      await expect(socials).toHaveCount(4);
      for (const profile of site.socials) {
        const link = footer.getByRole('link', { name: `${profile.network} (opens in a new tab)` });
        await expect(link).toHaveAttribute('href', profile.url);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }

      const serviceLinks = footer.getByRole('navigation', { name: 'Services' }).getByRole('link');
      await expect(serviceLinks).toHaveText(services.map((service) => service.shortTitle));
      await expect(footer.getByRole('link', { name: 'Promotional Videos' })).toHaveAttribute('href', '/promotional-videography');

      await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
      await expect(footer.getByText('Lewes, East Sussex', { exact: true })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Contact Me' })).toHaveAttribute('href', '/contact');
      await expect(footer.getByText(`© ${new Date().getFullYear()} ${site.name}`)).toBeVisible();
      const legal = footer.getByRole('navigation', { name: 'Legal' }).getByRole('link');
      await expect(legal).toHaveText(['Privacy Policy', 'Terms of Service', 'Sitemap']);
      expect(await legal.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
        '/privacy-policy',
        '/terms-of-service',
        '/sitemap',
      ]);
    });
  }
});

test('pages built once are regenerated daily, so the footer year turns over without a rebuild', async ({ request }) => {
  for (const path of ['/', '/about', '/portfolio/weffan', '/corporate-videography', '/privacy-policy']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control'], path).toMatch(/(^|, )s-maxage=86400(,|$)/);
  }
  // The blog keeps its own, shorter interval.
  expect((await request.get('/blog')).headers()['cache-control']).toMatch(/(^|, )s-maxage=300(,|$)/);
});

test.describe('not-found page', () => {
  test('answers 404 with its heading, hint, title and a way home', async ({ page }) => {
    const response = await page.goto('/a/path/that/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(page).toHaveTitle(`Page not found | ${site.name}`);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('points the visitor on: a quote, and the main pages of the site with every service', async ({ page }) => {
    await page.goto(UNKNOWN);
    await expect(page.getByRole('main').getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/contact');
    const next = page.getByRole('navigation', { name: 'Where to next' });
    const links = next.getByRole('link');
    const expected = notFoundSuggestions();
    await expect(links).toHaveText(expected.map((link) => link.label));
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(
      expected.map((link) => link.href),
    );
    for (const service of services) await expect(next.getByRole('link', { name: service.title })).toBeVisible();
    await next.getByRole('link', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('404 Page Not Found');
  });

  test('the first Tab reaches a skip link to the content', async ({ page }) => {
    await page.goto(UNKNOWN);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  for (const width of [375, 1280]) {
    test(`axe finds no violation at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(UNKNOWN);
      await expectNoAxeViolations(page);
    });
  }
});

test('every page names its icons, and each answers with an image', async ({ page, request }) => {
  await page.goto(UNKNOWN);
  const icons = await page
    .locator('head link[rel="icon"], head link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(icons.length).toBeGreaterThanOrEqual(2);
  // Browsers and crawlers also ask for /favicon.ico without reading the page.
  for (const url of [...icons, new URL('/favicon.ico', page.url()).href]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toMatch(/^image\//);
  }
});

test('headings are set in the preloaded display face, which never swaps in after the first paint', async ({ page }) => {
  await page.goto('/');
  const preload = page.locator('head link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  const fontUrl = await preload.getAttribute('href');
  expect(fontUrl).toMatch(/\.woff2$/);
  expect((await page.request.get(fontUrl!)).status()).toBe(200);

  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => ({ family: face.family, display: face.display, weight: face.weight }));
  });
  expect(faces).toEqual([expect.objectContaining({ display: 'optional', weight: '700' })]);
  // The loaded face is the one the headings name first.
  const headingFamily = await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontFamily);
  const [firstFamily] = headingFamily.split(',');
  expect(firstFamily?.replace(/['"]/g, '').trim()).toBe(faces[0]?.family);
});
