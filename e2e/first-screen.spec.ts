import { expect, type Page } from '@playwright/test';
import { projectTypeOf } from '../content/brief';
import { locations } from '../content/locations';
import { projects } from '../content/projects';
import { services } from '../content/services';
import { primaryServiceOf } from '../lib/content-queries';
import { fillForm, validFields } from './support/contact';
import { fetchDocument, named, textOf } from './support/html';
import { whenHydrated } from './support/hydration';
import { test } from './support/local-pages';

// The next step is in the first screen: the contact form at the top of /contact, and a quote button in the hero of
// every service, location and film page that opens the form on the page's project type, with or without scripts.

const LAPTOPS = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 1536, height: 864 },
];

/** Where an element sits in the window, and how much of the top the sticky header covers. */
async function placeOf(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      // The site's sticky header: the first header outside the page's main content.
      const header = document.querySelector('header:not(main header)');
      return { top: box.top, bottom: box.bottom, covered: header ? header.getBoundingClientRect().bottom : 0 };
    });
}

test.describe('/contact starts with the form', () => {
  for (const viewport of LAPTOPS) {
    test(`at ${viewport.width}×${viewport.height} the form card, Name and Email are in the first screen`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/contact');
      for (const selector of ['#contact-name', '#contact-email']) {
        const place = await placeOf(page, selector);
        expect(place.bottom, `${selector} ends within the first screen`).toBeLessThanOrEqual(viewport.height);
        expect(place.top, `${selector} is below the sticky header`).toBeGreaterThanOrEqual(place.covered);
      }
      const card = await placeOf(page, 'section[aria-labelledby="get-in-touch"]');
      expect(card.top).toBeLessThan(viewport.height / 2);
      // The reassurance points are inside the form's card, not above it.
      await expect(page.locator('section[aria-labelledby="get-in-touch"]')).toContainText('Reply within one working day');
    });
  }

  for (const viewport of [
    { width: 375, height: 667 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width}×${viewport.height} the Name field is in the first screen and Send within two of the required fields`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/contact');
      const place = await placeOf(page, '#contact-name');
      expect(place.bottom, 'Name ends within the first screen').toBeLessThanOrEqual(viewport.height);
      expect(place.top, 'Name is below the sticky header').toBeGreaterThanOrEqual(place.covered);
      // Filled as a visitor fills it: the chosen type's price then shows above the button too.
      await whenHydrated(page);
      await fillForm(page, validFields('Phone visitor'));
      await expect(page.getByTestId('price-estimate')).toBeVisible();
      const send = await page
        .getByRole('button', { name: 'Send Message' })
        .evaluate((button) => button.getBoundingClientRect().bottom + window.scrollY);
      expect(send, 'Send ends within two screens').toBeLessThanOrEqual(viewport.height * 2);
    });
  }

  test('at 320×568 the Name field shows after one swipe at most', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto('/contact');
    const place = await placeOf(page, '#contact-name');
    expect(place.bottom).toBeLessThanOrEqual(568 * 2);
  });
});

const service = services[0]!;
const project = projects[0]!;
const location = locations[0]!;
const heroPages = [
  { kind: 'service', path: `/${service.slug}`, type: projectTypeOf(service).value },
  { kind: 'location', path: `/${location.slug}-videographer`, type: undefined },
  { kind: 'project', path: `/portfolio/${project.slug}`, type: projectTypeOf(primaryServiceOf(project)!).value },
];

test.describe('a quote button in every hero', () => {
  for (const { kind, path, type } of heroPages) {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 1024, height: 768 },
    ]) {
      test(`${kind} page at ${viewport.width}×${viewport.height}: Get a Quote is in the first screen`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        const quote = page.locator('main header').getByRole('link', { name: 'Get a Quote', exact: true });
        await expect(quote).toHaveCount(1);
        const place = await placeOf(page, 'main header [data-hero-quote]');
        expect(place.bottom).toBeLessThanOrEqual(viewport.height);
        expect(place.top).toBeGreaterThanOrEqual(place.covered);
        const href = new URL((await quote.getAttribute('href'))!, 'http://site.test');
        expect(href.pathname).toBe('/contact');
        expect(href.searchParams.get('type')).toBe(type ?? null);
        expect(href.searchParams.get('location')).toBe(kind === 'location' ? location.slug : null);
        expect(href.searchParams.get('from')).toBe(path);
      });
    }
  }

  test('the price chip of a service is a link to the form on the service’s project type', async ({ request }) => {
    for (const each of services) {
      const { document } = await fetchDocument(request, `/${each.slug}`);
      const chip = document.querySelector('main header [data-price]')!;
      expect(chip.localName).toBe('a');
      expect(textOf(chip)).toMatch(/^From £[\d,]+/);
      expect(new URL(chip.getAttribute('href')!, 'http://site.test').searchParams.get('type')).toBe(projectTypeOf(each).value);
    }
  });
});

test.describe('the contact page opened from a location', () => {
  test('every quote link of every location page names its location, and the form starts on it, without a page per made-up place', async ({
    request,
  }) => {
    for (const each of locations) {
      const path = `/${each.slug}-videographer`;
      const { document } = await fetchDocument(request, path);
      const quotes = [...document.querySelectorAll('main a[href^="/contact"]')];
      expect(quotes.length, path).toBeGreaterThan(1);
      for (const quote of quotes)
        expect(new URL(quote.getAttribute('href')!, 'http://site.test').searchParams.get('location'), path).toBe(each.slug);
      const form = (await fetchDocument(request, quotes[0]!.getAttribute('href')!)).document;
      const where = [...form.querySelectorAll('#contact-location option[selected]')].map((option) =>
        option.getAttribute('value'),
      );
      expect(where, path).toEqual([each.slug]);
      expect(form.querySelector('details:has(#contact-location)')?.hasAttribute('open'), path).toBe(true);
    }
    const plain = (await fetchDocument(request, '/contact?location=paris')).document;
    expect(plain.querySelectorAll('#contact-location option[selected]:not([value=""])')).toHaveLength(0);
    expect((await request.get('/contact/at/paris', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('without JavaScript, the location hero’s button opens the form on its place', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`/${location.slug}-videographer`);
    await page.locator('main header [data-hero-quote]').click();
    await expect(page.locator('#contact-location')).toHaveValue(location.slug);
    await context.close();
  });

  test('the header’s Get a Quote, which names only the page it is on, opens the form on the place too', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
    const page = await context.newPage();
    await page.goto(`/${location.slug}-videographer`);
    await page.getByRole('banner').getByRole('link', { name: 'Get a Quote' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/contact\\?from=/${location.slug}-videographer$`));
    await expect(page.locator('#contact-location')).toHaveValue(location.slug);
    await page.goto('/contact?from=/about');
    await expect(page.locator('#contact-location')).toHaveValue('');
    await context.close();
  });
});

test.describe('the contact page opened on a project type', () => {
  test('as sent (no browser): the type is chosen and its indicative price shows; a type the site does not offer is the plain form', async ({
    request,
  }) => {
    for (const each of services) {
      const type = projectTypeOf(each).value;
      const { response, document } = await fetchDocument(request, `/contact?type=${type}&from=/${each.slug}`);
      expect(response.status()).toBe(200);
      const selected = [...document.querySelectorAll('#contact-projectType option')].filter((option) =>
        option.hasAttribute('selected'),
      );
      expect(selected.map((option) => option.getAttribute('value'))).toEqual([type]);
      const estimate = document.querySelector('[data-testid="price-estimate"]');
      expect(estimate && textOf(estimate), type).toMatch(/^Typically £[\d,]+–£[\d,]+ for a film like this/);
      // The contact page's own address for search engines.
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/contact$/);
    }
    for (const address of ['/contact?type=weddings', '/contact?type=event&type=corporate', '/contact']) {
      const { response, document } = await fetchDocument(request, address);
      expect(response.status(), address).toBe(200);
      expect(document.querySelectorAll('#contact-projectType option[selected]:not([value=""])'), address).toHaveLength(0);
      expect(document.querySelector('[data-testid="price-estimate"]'), address).toBeNull();
    }
    // The pages behind the addresses take no made-up type.
    expect((await request.get('/contact/project/weddings', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('without JavaScript, the service hero’s button opens the form on its type with the price shown', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`/${service.slug}`);
    await page.locator('main header [data-hero-quote]').click();
    await expect(page).toHaveURL(new RegExp(`/contact\\?type=${projectTypeOf(service).value}`));
    await expect(page.locator('#contact-projectType')).toHaveValue(projectTypeOf(service).value);
    await expect(page.getByTestId('price-estimate')).toBeVisible();
    await context.close();
  });

  test('with JavaScript, the film hero’s button opens the form on the film’s type, and changing the type changes the price', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/portfolio/${project.slug}`);
    await page.locator('main header [data-hero-quote]').click();
    const type = projectTypeOf(primaryServiceOf(project)!).value;
    await expect(page).toHaveURL(new RegExp(`/contact\\?type=${type}`));
    await expect(page.locator('#contact-projectType')).toHaveValue(type);
    const estimate = page.getByTestId('price-estimate');
    await expect(estimate).toBeVisible();
    const first = await estimate.textContent();
    const other = services.map((each) => projectTypeOf(each).value).find((value) => value !== type)!;
    await whenHydrated(page);
    await page.locator('#contact-projectType').selectOption(other);
    await expect(estimate).not.toHaveText(first!);
  });
});

test('one label for the main call to action: every link to /contact reads Get a Quote, or as the footer, the about page or the menu name it', async ({
  request,
}) => {
  const allowed = new Set(['Get a Quote', 'Contact Me', "Let's Work Together", 'Contact']);
  for (const path of ['/', '/about', '/faqs', '/portfolio', '/services', ...heroPages.map((each) => each.path)]) {
    const { document } = await fetchDocument(request, path);
    // The price link of a service's hero reads as its price.
    const labels = named(document, 'a[href^="/contact"]:not([data-price])', /./).map((link) => textOf(link).trim());
    for (const label of labels) expect(allowed.has(label) || label.includes('@'), `${path}: "${label}"`).toBe(true);
  }
});
