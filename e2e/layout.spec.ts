import { expect, test, type Locator, type Page } from '@playwright/test';
import { projects } from '../content/projects';
import { services } from '../content/services';
import { site } from '../content/site';
import { footerSectionLinks, mainNavigation, notFoundSuggestions } from '../lib/navigation';
import { expectNoAxeViolations } from './support/axe';
import { fetchDocument, linkHrefsIn, linksIn, shownTextOf, shownWithoutScript, textShownWithoutScript } from './support/html';
import { whenHydrated } from './support/hydration';
import { templateRoutes } from './support/routes';

/** An address no route serves: the layout is tested on the not-found page, which every site has. */
const UNKNOWN = '/no-such-page-here';
/** A quote link on the 404 page: its address is only known once the page runs. */
const QUOTE_HREF = new RegExp(`^/contact(\\?from=${UNKNOWN})?$`);

/** The Services dropdown's links: the featured services, then All Services. */
const serviceLinks = mainNavigation().find((item) => item.section === 'services')?.children ?? [];
/** Pages whose header offers Get a Quote beside Menu on a phone. */
const QUOTE_PAGES = ['/', '/about', '/portfolio', '/services', '/corporate-videography', '/blog', '/faqs', UNKNOWN];

const desktopNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The header's Services button on the hydrated not-found page. */
async function servicesButton(page: Page): Promise<Locator> {
  await page.goto(UNKNOWN);
  await whenHydrated(page);
  return desktopNav(page).getByRole('button', { name: 'Services' });
}

/** The brand colour as the browser computes it, to compare with an element's colour. */
const brandColour = (page: Page) =>
  page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.color = 'var(--color-brand)';
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });

/** What the footer says in text, shown at the page's width. */
async function expectFooterTextVisible(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(site.description)).toBeVisible();
  await expect(footer.getByText(`${site.locality}, ${site.region}`, { exact: true })).toBeVisible();
  await expect(footer.getByText(`© ${new Date().getFullYear()} ${site.name}`)).toBeVisible();
}

const underlined = (element: Locator) => element.evaluate((node) => getComputedStyle(node, '::after').display !== 'none');

test.describe('header at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('marks where the visitor is: the section link, or Services and the service link', async ({ page }) => {
    const nav = desktopNav(page);
    const link = (name: string) => nav.getByRole('link', { name, exact: true });
    // content/'s rules hold at least one project and one service: the marks are always tried.
    const project = projects[0]!;
    await page.goto(`/portfolio/${project.slug}`);
    const brand = await brandColour(page);
    // A project page belongs to Portfolio.
    await expect(link('Portfolio')).toHaveAttribute('aria-current', 'page');
    await expect(link('Portfolio')).toHaveCSS('color', brand);
    expect(await underlined(link('Portfolio'))).toBe(true);
    await expect(link('Home')).not.toHaveAttribute('aria-current');
    expect(await underlined(link('Home'))).toBe(false);

    // A navigation in the page moves the mark.
    await link('FAQs').click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(link('FAQs')).toHaveAttribute('aria-current', 'page');
    await expect(link('Portfolio')).not.toHaveAttribute('aria-current');

    const button = nav.getByRole('button', { name: 'Services' });
    await expect(button).not.toHaveCSS('color', brand);
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    const servicePath = (await panel.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).find(
      (href) => href !== '/services',
    );
    expect(servicePath, 'a service in the dropdown').toBeTruthy();
    await page.goto(servicePath!);
    await expect(button).toHaveCSS('color', brand);
    expect(await underlined(button)).toBe(true);
    await expect(panel.locator(`a[href="${servicePath}"]`)).toHaveAttribute('aria-current', 'page');
    await expect(panel.locator('a[aria-current]')).toHaveCount(1);
    await expect(nav.locator(':scope > ul > li > a[aria-current]')).toHaveCount(0);
  });

  test('shows the Main navigation and the footer, its Services dropdown works with the keyboard, and it stays at the top while scrolling', async ({
    page,
  }) => {
    await page.goto(UNKNOWN);
    await whenHydrated(page);
    await test.step('the Main navigation and the footer’s text show at this width', async () => {
      await expect(desktopNav(page)).toBeVisible();
      await expectFooterTextVisible(page);
    });

    const button = desktopNav(page).getByRole('button', { name: 'Services' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(panel).toBeHidden();

    const chevron = button.locator('svg');
    await expect(chevron).toHaveCSS('rotate', 'none');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // The chevron turns up while the panel is open.
    await expect(chevron).toHaveCSS('rotate', '180deg');
    await expect(panel.getByRole('link')).toHaveText(serviceLinks.map((link) => link.label));

    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link', { name: serviceLinks[0]!.label, exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link', { name: serviceLinks[1]!.label, exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    // Tabbing past the last link closes it too.
    await page.keyboard.press('Space');
    await expect(panel).toBeVisible();
    for (let i = 0; i < serviceLinks.length + 1; i++) await page.keyboard.press('Tab');
    await expect(panel).toBeHidden();

    await test.step('the header stays at the top of the window while scrolling', async () => {
      await page.setViewportSize({ width: 1280, height: 400 });
      await page.mouse.wheel(0, 2000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      expect((await page.getByRole('banner').boundingBox())?.y).toBe(0);
    });
  });

  test('Services dropdown opens on hover and closes when the pointer leaves; a click after the hover keeps it open', async ({
    page,
  }) => {
    const button = await servicesButton(page);
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(10, 600);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.hover();
    await expect(panel).toBeVisible();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: serviceLinks[0]!.label, exact: true })).toBeVisible();
    await button.click();
    await expect(panel).toBeVisible();
    // Leaving still closes it.
    await page.mouse.move(10, 600);
    await expect(panel).toBeHidden();
  });

  test('axe finds no violation with the dropdown open', async ({ page }) => {
    const button = await servicesButton(page);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
  });
});

test.describe('Services dropdown on a touch screen', () => {
  test.use({
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
    isMobile: false,
  });

  test('a tap opens it and a tap elsewhere closes it', async ({ page }) => {
    const button = await servicesButton(page);
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).tap();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('menu at 375px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  const menuToggle = (page: Page) => page.locator('details[data-site-menu] > summary');
  const siteMenu = (page: Page) => page.getByRole('navigation', { name: 'Site menu' });

  test('the menu toggle opens a menu with a collapsible Services list; a link closes both, and so does Escape', async ({
    page,
  }) => {
    await page.goto(UNKNOWN);
    await whenHydrated(page);
    await test.step('the footer’s text shows at this width', () => expectFooterTextVisible(page));
    await expect(desktopNav(page)).toBeHidden();
    const toggle = menuToggle(page);
    const details = page.locator('details[data-site-menu]');
    await expect(toggle).toHaveAccessibleName('Menu');
    await expect(details).not.toHaveAttribute('open');
    const menu = siteMenu(page);
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Close');
    await expect(details).toHaveAttribute('open');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(['Home', 'About', 'Portfolio', 'Blog', 'FAQs', 'Contact']);

    const services = menu.locator('details');
    await expect(services).not.toHaveAttribute('open');
    await services.locator('summary').click();
    await expect(services).toHaveAttribute('open');
    await expect(services.getByRole('link')).toHaveText(serviceLinks.map((link) => link.label));
    await expectNoAxeViolations(page);

    await menu.getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(menu).toBeHidden();
    await expect(details).not.toHaveAttribute('open');
    // Both are closed: reopening shows the Services list collapsed again.
    await toggle.click();
    await expect(services).not.toHaveAttribute('open');
    await expect(services.getByRole('link').first()).toBeHidden();

    await test.step('Escape closes the menu', async () => {
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(details).not.toHaveAttribute('open');
      await expect(toggle).toBeFocused();
    });
  });

  test('Escape or a tap on the backdrop closes the menu even the moment it opens, before the page has heard of it', async ({
    page,
  }) => {
    await page.goto(UNKNOWN);
    const details = page.locator('details[data-site-menu]');
    // Once the page's script runs, a tap on the backdrop of the open menu closes it.
    await expect(async () => {
      await details.evaluate((menu: HTMLDetailsElement) => (menu.open = true));
      await page.locator('[data-menu-backdrop]').dispatchEvent('click');
      await expect(details).not.toHaveAttribute('open', { timeout: 500 });
    }).toPass();

    // The browser opens the menu at once and tells the page with an event that comes a moment later: a key or a
    // tap in between must still close it.
    await details.evaluate((menu: HTMLDetailsElement) => {
      menu.open = true;
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await expect(details).not.toHaveAttribute('open');
    await expect(menuToggle(page)).toBeFocused();

    await details.evaluate((menu: HTMLDetailsElement) => {
      menu.open = true;
      menu.querySelector<HTMLElement>('[data-menu-backdrop]')!.click();
    });
    await expect(details).not.toHaveAttribute('open');

    // And the menu still opens and closes as before.
    await menuToggle(page).click();
    await expect(siteMenu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).not.toHaveAttribute('open');
  });

  test('on a service page, Contact is a button in the menu, the open menu covers the page with a backdrop and holds it still, and it marks Services and that service', async ({
    page,
  }) => {
    const service = serviceLinks[0]!;
    expect(service.href !== '/services', 'a service in the menu').toBe(true);
    await page.goto(service.href);
    await whenHydrated(page);
    await menuToggle(page).click();
    const contact = siteMenu(page).getByRole('link', { name: 'Contact' });
    // A filled pill, not a text link like the others.
    const look = await contact.evaluate((link) => {
      const style = getComputedStyle(link);
      return {
        background: style.backgroundColor,
        radius: parseFloat(style.borderRadius),
        color: style.color,
      };
    });
    expect(look.background).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    expect(look.radius).toBeGreaterThan(10);
    expect(look.color).toBe('rgb(255, 255, 255)');

    // The backdrop lies over the page below the header; a tap on it closes the menu.
    const backdrop = page.locator('details[data-site-menu] > div[aria-hidden]');
    const box = await backdrop.boundingBox();
    expect(box?.width).toBe(375);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThanOrEqual(740);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.mouse.click(187, 720);
    await expect(page.locator('details[data-site-menu]')).not.toHaveAttribute('open');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

    await test.step('the menu marks Services and that service', async () => {
      await menuToggle(page).click();
      const summary = siteMenu(page).locator('details > summary');
      await expect(summary).toHaveCSS('color', await brandColour(page));
      await summary.click();
      const link = siteMenu(page).getByRole('link', {
        name: service.label,
        exact: true,
      });
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(siteMenu(page).locator('a[aria-current]')).toHaveCount(1);
    });
  });

  test('Get a Quote stays in the header beside Menu on every page but the contact page', async ({ page }) => {
    // Eight pages in one test.
    test.slow();
    for (const path of QUOTE_PAGES) {
      await page.goto(path);
      const quote = page.getByRole('banner').getByRole('link', { name: 'Get a Quote' });
      await expect(quote, path).toBeVisible();
      const [quoteBox, menuBox] = [await quote.boundingBox(), await menuToggle(page).boundingBox()];
      // Side by side, inside the screen.
      expect(Math.abs((quoteBox?.y ?? 0) - (menuBox?.y ?? 99)), path).toBeLessThanOrEqual(2);
      expect((menuBox?.x ?? 0) + (menuBox?.width ?? 0), path).toBeLessThanOrEqual(375);
      await page.mouse.wheel(0, 1200);
      await expect(quote, `${path} after scrolling`).toBeInViewport();
    }
    await page.goto('/contact');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get a Quote' })).toHaveCount(0);
  });
});

test.describe('menu at 375px without JavaScript', () => {
  test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });

  test('opens, lists every link, holds the page still and closes again', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.locator('details[data-site-menu] > summary');
    const menu = page.getByRole('navigation', { name: 'Site menu' });
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAccessibleName('Close');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await menu.locator('details > summary').click();
    await expect(menu.getByRole('link', { name: 'All Services' })).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await menu.getByRole('link', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole('navigation', { name: 'Site menu' })).toBeHidden();
  });
});

// What the server sends, read in Node: no browser needed.

/** An element's name as a screen reader reads it: its label, or all its text, visually hidden parts included. */
const nameOf = (element: Element) =>
  element.getAttribute('aria-label') ?? (element.textContent ?? '').replace(/\s+/g, ' ').trim();
const texts = (element: Element | null | undefined) => linksIn(element).map(shownTextOf);
const linkNamed = (element: Element | null | undefined, name: string) => linksIn(element).find((link) => nameOf(link) === name);

test('the header’s logo links home, the seven entries are in order and the Services dropdown lists the featured services', async ({
  request,
}) => {
  const { document } = await fetchDocument(request, UNKNOWN);
  const header = document.querySelector('header');
  expect(linkNamed(header, `${site.name}, home`)?.getAttribute('href')).toBe('/');
  const nav = header?.querySelector('nav[aria-label="Main"]');
  const entries = [...(nav?.querySelectorAll(':scope > ul > li > a, :scope > ul > li > div > button') ?? [])];
  expect(entries.map(shownTextOf)).toEqual(['Home', 'About', 'Portfolio', 'Services', 'Blog', 'FAQs', 'Contact']);
  for (const [name, href] of [
    ['Home', '/'],
    ['About', '/about'],
    ['Portfolio', '/portfolio'],
    ['Blog', '/blog'],
    ['FAQs', '/faqs'],
    ['Contact', QUOTE_HREF],
  ] as const) {
    const actual = linkNamed(nav, name)?.getAttribute('href');
    if (typeof href === 'string') expect(actual, name).toBe(href);
    else expect(actual, name).toMatch(href);
  }

  const button = entries.find((entry) => entry.tagName === 'BUTTON');
  const panel = document.getElementById(button?.getAttribute('aria-controls') ?? '');
  // Featured services, each linking to its own page, then All Services.
  const featured = serviceLinks.slice(0, -1);
  expect(featured.length).toBeGreaterThan(0);
  for (const link of featured) {
    const service = services.find((item) => item.title === link.label);
    expect(link.href, link.label).toBe(`/${service?.slug}`);
  }
  expect(serviceLinks.at(-1)).toEqual({
    label: 'All Services',
    href: '/services',
  });
  expect(texts(panel)).toEqual(serviceLinks.map((link) => link.label));
  expect(linkHrefsIn(panel)).toEqual(serviceLinks.map((link) => link.href));
});

test('the phone header’s Get a Quote asks for a quote from the page it is on', async ({ request }) => {
  for (const path of QUOTE_PAGES) {
    const { document } = await fetchDocument(request, path);
    const quote = linkNamed(document.querySelector('header'), 'Get a Quote');
    if (path === UNKNOWN) expect(quote?.getAttribute('href'), path).toMatch(QUOTE_HREF);
    else expect(quote?.getAttribute('href'), path).toBe(`/contact?from=${path}`);
  }
});

test('the footer holds everything the spec lists', async ({ request }) => {
  const { document } = await fetchDocument(request, UNKNOWN);
  const footer = document.querySelector('footer')!;
  const footerText = textShownWithoutScript(footer);
  expect(footerText).toContain(site.description);
  expect(linkNamed(footer, `${site.name}, home`)?.getAttribute('href')).toBe('/');

  expect(linksIn(footer.querySelector('ul[aria-label="Social profiles"]'))).toHaveLength(site.socials.length);
  for (const profile of site.socials) {
    const link = linkNamed(footer, `${profile.network} (opens in a new tab)`);
    expect(link?.getAttribute('href'), profile.network).toBe(profile.url);
    expect(link?.getAttribute('target'), profile.network).toBe('_blank');
    expect(link?.getAttribute('rel'), profile.network).toBe('noopener noreferrer');
  }

  // Every section of the site, not only the services and the legal pages.
  const explore = footer.querySelector('nav[aria-label="Explore"]');
  const sections = footerSectionLinks();
  expect(texts(explore)).toEqual(sections.map((link) => link.label));
  expect(linkHrefsIn(explore)).toEqual(sections.map((link) => link.href));
  for (const href of ['/about', '/portfolio', '/blog', '/faqs']) expect(sections.map((link) => link.href)).toContain(href);

  expect(texts(footer.querySelector('nav[aria-label="Services"]'))).toEqual(services.map((service) => service.shortTitle));
  expect(linkNamed(footer, 'Promotional Videos')?.getAttribute('href')).toBe('/promotional-videography');

  expect(linkNamed(footer, site.email)?.getAttribute('href')).toBe(`mailto:${site.email}`);
  expect([...footer.querySelectorAll('li')].filter(shownWithoutScript).map(shownTextOf)).toContain('Lewes, East Sussex');
  expect(linkNamed(footer, 'Contact Me')?.getAttribute('href')).toMatch(QUOTE_HREF);
  expect(footerText).toContain(`© ${new Date().getFullYear()} ${site.name}`);
  const legal = footer.querySelector('nav[aria-label="Legal"]');
  expect(texts(legal)).toEqual(['Privacy Policy', 'Terms of Service', 'Sitemap']);
  expect(linkHrefsIn(legal)).toEqual(['/privacy-policy', '/terms-of-service', '/sitemap']);
});

test.describe('footer at 320px', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('a link name that wraps keeps its lines closer together than to the links beside it', async ({ page }) => {
    await page.goto('/');
    // The names are changed in the page, once React has taken it over: hydration would set them back.
    await whenHydrated(page);
    const services = page.locator('footer nav[aria-label="Services"]');
    // Two names long enough to wrap on the narrowest phone, one after the other, as an owner's service titles may be.
    for (const index of [1, 2])
      await services
        .locator('a')
        .nth(index)
        .evaluate((link) => (link.textContent = 'Conference and Awards Night Videos'));
    const lines = await services.locator('a').evaluateAll((links) =>
      links.map((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        // One box per line of text, top to bottom.
        return [...range.getClientRects()].map((box) => ({ top: box.top, bottom: box.bottom }));
      }),
    );
    expect(lines[1]!.length).toBeGreaterThan(1);
    expect(lines[2]!.length).toBeGreaterThan(1);
    lines.forEach((link, index) => {
      for (let line = 1; line < link.length; line++) {
        const within = link[line]!.top - link[line - 1]!.bottom;
        const before = index > 0 ? link[0]!.top - lines[index - 1]!.at(-1)!.bottom : Infinity;
        const after = index < lines.length - 1 ? lines[index + 1]![0]!.top - link.at(-1)!.bottom : Infinity;
        expect(within, `link ${index + 1}, line ${line + 1}`).toBeLessThan(Math.min(before, after) / 2);
      }
    });
  });
});

test.describe('not-found page', () => {
  test('answers 404 with its heading, hint, title and a way home', async ({ request }) => {
    const { response, document } = await fetchDocument(request, '/a/path/that/does/not/exist');
    expect(response.status()).toBe(404);
    expect(shownTextOf(document.querySelector('h1'))).toBe('404 Page Not Found');
    expect(textShownWithoutScript(document.body)).toContain('Did you forget to add the page to the router?');
    expect(document.querySelector('title')?.textContent).toBe(`Page not found | ${site.name}`);
    expect(linkNamed(document.querySelector('main'), 'Back to home')?.getAttribute('href')).toBe('/');
  });

  test('points the visitor on: a quote, and the main pages of the site with every service', async ({ request }) => {
    const { document } = await fetchDocument(request, UNKNOWN);
    expect(linkNamed(document.querySelector('main'), 'Get a Quote')?.getAttribute('href')).toMatch(QUOTE_HREF);
    const heading = [...document.querySelectorAll('h2')].find((h2) => shownTextOf(h2) === 'Where to Next');
    const next = document.querySelector(`nav[aria-labelledby="${heading?.id}"]`);
    const expected = notFoundSuggestions();
    expect(texts(next)).toEqual(expected.map((link) => link.label));
    expect(linkHrefsIn(next)).toEqual(expected.map((link) => link.href));
    for (const service of services) {
      const link = linkNamed(next, service.title);
      expect(link && shownWithoutScript(link), service.title).toBe(true);
    }
  });

  test('the first Tab reaches a skip link to the content, and Back to home leads home', async ({ page }) => {
    await page.goto(UNKNOWN);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Where to Next leads on to the page it names', async ({ page }) => {
    await page.goto(UNKNOWN);
    await page.getByRole('navigation', { name: 'Where to Next' }).getByRole('link', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('404 Page Not Found');
  });
});

test('every page names its icons, and each answers with an image', async ({ request }) => {
  const { response, document } = await fetchDocument(request, UNKNOWN);
  const icons = [...document.querySelectorAll('head link[rel="icon"], head link[rel="apple-touch-icon"]')].map(
    (link) => new URL(link.getAttribute('href')!, response.url()).href,
  );
  expect(icons.length).toBeGreaterThanOrEqual(2);
  // Browsers and crawlers also ask for /favicon.ico without reading the page.
  for (const url of [...icons, new URL('/favicon.ico', response.url()).href]) {
    const icon = await request.get(url);
    expect(icon.status(), url).toBe(200);
    expect(icon.headers()['content-type'], url).toMatch(/^image\//);
  }
});

test('the display face is preloaded', async ({ request }) => {
  const { document } = await fetchDocument(request, '/');
  const preload = document.querySelectorAll('head link[rel="preload"][as="font"]');
  expect(preload).toHaveLength(1);
  const fontUrl = preload[0]!.getAttribute('href');
  expect(fontUrl).toMatch(/\.woff2$/);
  expect((await request.get(fontUrl!)).status()).toBe(200);
});

test('pages built once are regenerated daily, so the footer year turns over without a rebuild', async ({ request }) => {
  // Pages showing what the owner publishes in Contentful (posts, films, testimonials, clients) keep its shorter interval.
  const daily = ['/faqs', '/privacy-policy', '/terms-of-service'];
  for (const path of templateRoutes) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const interval = daily.includes(path) ? 86400 : 300;
    expect(response.headers()['cache-control'], path).toMatch(new RegExp(`(^|, )s-maxage=${interval}(,|$)`));
  }
});

for (const { path, width } of [
  { path: '/', width: 375 },
  { path: '/contact', width: 1280 },
  { path: '/services', width: 1280 },
]) {
  test(`on ${path} at ${width}px, headings are set in the display face swapped in over its fallback, and its late arrival moves nothing`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // Hold the font back until the page has painted its headings in the fallback face.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.woff2$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => [...document.fonts].some((face) => face.status === 'loaded'))).toBe(false);
    release();
    await page.waitForFunction(() => [...document.fonts].some((face) => face.status === 'loaded'));
    // Two frames after the swap, any shift it caused has been recorded.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);

    await test.step('the headings name the loaded face first, then its fallback', async () => {
      const faces = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => ({
            family: face.family,
            display: face.display,
            weight: face.weight,
          }));
      });
      expect(faces).toEqual([expect.objectContaining({ display: 'swap', weight: '700' })]);
      const headingFamily = await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontFamily);
      const [firstFamily, secondFamily] = headingFamily.split(',').map((name) => name.replace(/['"]/g, '').trim());
      expect(firstFamily).toBe(faces[0]?.family);
      expect(secondFamily).toBe(`${faces[0]?.family} Fallback`);
    });
  });
}

test('the fallback face in the stylesheet is local Arial with the display face’s metrics', async ({ request }) => {
  const { document } = await fetchDocument(request, '/');
  const sheets = [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')!);
  const css = (await Promise.all(sheets.map(async (href) => (await request.get(href)).text()))).join('\n');
  const faces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
  const fallback = faces.find((face) => /font-family:\s*["']?[^;"']+ Fallback/.test(face));
  expect(fallback, 'a fallback @font-face').toBeDefined();
  expect(fallback).toMatch(/src:\s*local\(["']?Arial["']?\)/);
  // Each override is a percentage Next measured from the font file, not a default.
  for (const descriptor of ['ascent-override', 'descent-override', 'line-gap-override', 'size-adjust']) {
    const value = fallback!.match(new RegExp(`${descriptor}:\\s*([\\d.]+)%`))?.[1];
    expect(value, descriptor).toBeDefined();
    expect(Number(value), descriptor).toBeGreaterThanOrEqual(0);
    expect(Number(value), descriptor).toBeLessThan(200);
  }
  const sizeAdjust = Number(fallback!.match(/size-adjust:\s*([\d.]+)%/)![1]);
  expect(sizeAdjust).not.toBe(100);
  const main = faces.find((face) => /url\([^)]*\.woff2\)/.test(face));
  expect(main).toMatch(/font-display:\s*swap/);
});
