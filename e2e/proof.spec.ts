import { expect, test, type Page } from '@playwright/test';
import { services } from '../content/services';
import { site } from '../content/site';
import { testimonials } from '../content/testimonials';
import { priceAnchor, yearsFilming } from '../lib/content';
import { factsBand } from '../lib/facts';
import { bandPages, testimonialsForPage } from '../lib/testimonial-bands';
import { fetchDocument } from './support/html';
import { expectTestimonialsBand } from './support/testimonials';

// What a buyer checks before asking for a quote: clients' words, credentials and prices, in the open.

test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
});

/** Every credential in content/site.ts is on screen, with no disclosure to open first. */
async function expectCredentialsVisible(page: Page) {
  const list = page.locator('main [data-credentials]');
  await expect(list).toHaveCount(1);
  await list.scrollIntoViewIfNeeded();
  const { insurance, equipment, filmingSince, clients } = site.credentials;
  for (const text of [insurance, equipment, String(filmingSince), ...clients]) {
    await expect(list.getByText(text, { exact: false }).first(), text).toBeVisible();
  }
  await expect(list.getByText(`${yearsFilming(filmingSince)} years`)).toBeVisible();
  expect(await list.evaluate((element) => element.closest('details') === null)).toBe(true);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('/about shows clients’ words and the credentials, and ends with one call to action', async ({ page }) => {
      await page.goto('/about');
      await expectTestimonialsBand(page);
      await expectCredentialsVisible(page);
      // The quote banner closes the page; the section before it is not a second invitation.
      const sections = page.locator('main > section, main > header');
      const count = await sections.count();
      await expect(sections.nth(count - 1)).toHaveAttribute('aria-labelledby', 'quote-banner-title');
      await expect(sections.nth(count - 2).locator('a[href^="/contact"]')).toHaveCount(0);
      await expect(page.getByRole('link', { name: "Let's Work Together" })).toHaveAttribute('href', '/contact?from=/about');
    });

    test('/contact shows clients’ words and the credentials beside the form', async ({ page }) => {
      await page.goto('/contact');
      const band = await expectTestimonialsBand(page);
      await expectCredentialsVisible(page);
      const form = page.locator('main form');
      const [formBox, bandBox] = [await form.boundingBox(), await band.boundingBox()];
      if (width >= 1024) {
        // Beside the form: to its right, starting within the form's height.
        expect(bandBox!.x).toBeGreaterThan(formBox!.x + formBox!.width);
        expect(bandBox!.y).toBeLessThan(formBox!.y + formBox!.height);
      } else {
        // On a phone the form comes first.
        expect(bandBox!.y).toBeGreaterThan(formBox!.y);
      }
    });
  });
}

/** Read from the HTML the server sends: the price is text, shown at every width. */
test('every service shows its price anchor on its page and on its card', async ({ request }) => {
  const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim();
  for (const service of services) {
    const { document } = await fetchDocument(request, `/${service.slug}`);
    expect(text(document.querySelector('main header [data-price]')), service.slug).toContain(priceAnchor(service));
  }
  const list = (await fetchDocument(request, '/services')).document;
  for (const service of services) {
    expect(text(list.querySelector(`article[data-service="${service.slug}"] [data-price]`)), service.slug).toBe(
      priceAnchor(service),
    );
  }
  const cards = [...(await fetchDocument(request, '/')).document.querySelectorAll('article[data-service]')];
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    const service = services.find((entry) => entry.slug === card.getAttribute('data-service'))!;
    expect(text(card.querySelector('[data-price]')), service.slug).toBe(priceAnchor(service));
  }
});

/** Each deciding page's own band, chosen by lib/testimonial-bands.ts's rule; the pages differ where the content allows. */
test('home, /about, /contact, /portfolio, /services and the location pages each show the testimonials chosen for them', async ({
  page,
}) => {
  const pages = bandPages();
  const shown = new Map<string, string[]>();
  for (const { key } of pages) {
    const path = key.startsWith('location:')
      ? `/${key.slice('location:'.length)}-videographer`
      : key === 'home'
        ? '/'
        : `/${key}`;
    await page.goto(path);
    const band = await expectTestimonialsBand(page);
    const ids = await band
      .locator('figure[data-testimonial]')
      .evaluateAll((figures) => figures.map((figure) => figure.getAttribute('data-testimonial')!));
    expect(ids, path).toEqual(testimonialsForPage(key).map((entry) => entry.slug));
    shown.set(path, ids);
  }
  const companies = new Set(testimonials.map((entry) => entry.company.trim().toLowerCase()));
  if (companies.size >= 6) {
    const sets = [...shown.values()].map((ids) => [...ids].sort().join());
    expect(new Set(sets).size).toBe(sets.length);
  }
});

test('the facts band shows only what content/site.ts fills in', async ({ request }) => {
  const { document } = await fetchDocument(request, '/services');
  const band = document.querySelector('main [data-facts]')!;
  const labels = [...band.querySelectorAll('dt')].map((term) => term.textContent);
  expect(labels).toEqual(factsBand().map((fact) => fact.label));
  expect(labels.includes('films delivered')).toBe(site.facts.filmsDelivered !== undefined);
  expect(labels.includes('of clients come back')).toBe(site.facts.repeatClientsPercent !== undefined);
  for (const value of band.querySelectorAll('dd')) expect(value.textContent?.trim()).not.toBe('');
});
