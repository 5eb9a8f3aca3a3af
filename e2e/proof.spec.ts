import { expect, type Page } from '@playwright/test';
import { locations } from '../content/locations';
import { services } from '../content/services';
import { site } from '../content/site';
import { testimonials } from '../content/testimonials';
import { priceAnchor, yearsFilming } from '../lib/content-queries';
import { factsBand } from '../lib/facts';
import { sentenceList } from '../lib/sentence-list';
import { bandPages, testimonialsForPage } from '../lib/testimonial-bands';
import { fetchDocument, textOf, textShownWithoutScript } from './support/html';
import { test } from './support/local-pages';
import { expectTestimonialsBandIn } from './support/testimonials';

// What a buyer checks before asking for a quote: clients' words, credentials and prices, in the open.

const credentialTexts = () => {
  const { insurance, equipment, filmingSince, clients } = site.credentials;
  return [insurance, equipment, String(filmingSince), sentenceList(clients)];
};
const yearsText = () => `${yearsFilming(site.credentials.filmingSince)} years`;

/** Every credential in content/site.ts is in the page's one list, shown without script and with no disclosure to open first. */
function expectCredentialsInHtml(document: Document) {
  const lists = document.querySelectorAll('main [data-credentials]');
  expect(lists).toHaveLength(1);
  const shown = textShownWithoutScript(lists[0]!).replace(/\s+/g, ' ');
  for (const wanted of [...credentialTexts(), yearsText()]) expect(shown, wanted).toContain(wanted);
  expect(lists[0]!.closest('details')).toBeNull();
}

/** On screen at this width: the band, and each credential without scrolling a disclosure open. */
async function expectBandAndCredentialsVisible(page: Page) {
  const band = page.locator('[data-testimonials-band]');
  await expect(band).toBeVisible();
  const list = page.locator('main [data-credentials]');
  await list.scrollIntoViewIfNeeded();
  for (const wanted of credentialTexts()) {
    await expect(list.getByText(wanted, { exact: false }).first(), wanted).toBeVisible();
  }
  await expect(list.getByText(yearsText())).toBeVisible();
  return band;
}

test('/about and /contact send clients’ words and the credentials in their HTML; /about ends with one call to action', async ({
  request,
}) => {
  for (const route of ['/about', '/contact']) {
    const { document } = await fetchDocument(request, route);
    expectTestimonialsBandIn(document, route);
    expectCredentialsInHtml(document);
  }
  const { document } = await fetchDocument(request, '/about');
  // The quote banner closes the page; the section before it is not a second invitation.
  const sections = [...document.querySelectorAll('main > section, main > header')];
  expect(sections.at(-1)?.getAttribute('aria-labelledby')).toBe('quote-banner-title');
  expect(sections.at(-2)?.querySelectorAll('a[href^="/contact"]')).toHaveLength(0);
  const together = [...document.querySelectorAll('a[href]')].filter((link) => textOf(link).includes("Let's Work Together"));
  expect(together).toHaveLength(1);
  expect(together[0]!.getAttribute('href')).toBe('/contact?from=/about');
});

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('/about shows clients’ words and the credentials', async ({ page }) => {
      await page.goto('/about');
      await expectBandAndCredentialsVisible(page);
    });

    test('/contact shows clients’ words and the credentials beside the form', async ({ page }) => {
      await page.goto('/contact');
      const band = await expectBandAndCredentialsVisible(page);
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
  for (const service of services) {
    const { document } = await fetchDocument(request, `/${service.slug}`);
    expect(textOf(document.querySelector('main header [data-price]')), service.slug).toContain(priceAnchor(service));
  }
  const list = (await fetchDocument(request, '/services')).document;
  for (const service of services) {
    expect(textOf(list.querySelector(`article[data-service="${service.slug}"] [data-price]`)), service.slug).toBe(
      priceAnchor(service),
    );
  }
  const cards = [...(await fetchDocument(request, '/')).document.querySelectorAll('article[data-service]')];
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    const service = services.find((entry) => entry.slug === card.getAttribute('data-service'))!;
    expect(textOf(card.querySelector('[data-price]')), service.slug).toBe(priceAnchor(service));
  }
});

/** Each deciding page's own band, chosen by lib/testimonial-bands.ts's rule; the pages differ where the content allows. */
test('home, /about, /contact, /portfolio, /services and the location pages each show the testimonials chosen for them', async ({
  request,
}) => {
  const shown = new Map<string, string[]>();
  for (const { key } of bandPages()) {
    const path = key.startsWith('location:')
      ? `/${key.slice('location:'.length)}-videographer`
      : key === 'home'
        ? '/'
        : `/${key}`;
    const { document } = await fetchDocument(request, path);
    const ids = expectTestimonialsBandIn(document, path);
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

test.describe('a film and a client’s words before the page’s pitch on every service and location page', () => {
  const pages = [
    ...services.map((service) => `/${service.slug}`),
    ...locations.map((location) => `/${location.slug}-videographer`),
  ];
  for (const { viewport, screens } of [
    { viewport: { width: 1280, height: 800 }, screens: 2 },
    { viewport: { width: 375, height: 667 }, screens: 3 },
  ])
    test(`at ${viewport.width}×${viewport.height}, within the first ${screens} screens`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const path of pages) {
        await page.goto(path);
        // Where each starts down the page, and how much of a film's poster shows by the end of those screens.
        const place = async (selector: string) =>
          page
            .locator(selector)
            .first()
            .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
        const limit = viewport.height * screens;
        const film = await place('main article[data-project] img');
        const words = await place('main [data-testimonial] blockquote');
        expect(film, `${path}: a film's poster starts in the first ${screens} screens, with room to be seen`).toBeLessThanOrEqual(
          limit - 150,
        );
        expect(words, `${path}: a testimonial starts in the first ${screens} screens, with room to be read`).toBeLessThanOrEqual(
          limit - 100,
        );
      }
    });
});
