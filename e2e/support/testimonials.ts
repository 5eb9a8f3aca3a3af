import { expect, type Page } from '@playwright/test';
import type { Testimonial } from '../../content/model';
import { testimonials } from '../../content/testimonials';
import { TESTIMONIAL_BAND_SIZE } from '../../lib/content-queries';
import { shownWithoutScript, textOf, textShownWithoutScript } from './html';

/**
 * The page's band of client words: at least the band's size, none twice (by id or company) among
 * all the testimonials the page shows, each naming the person, their role and company from content/.
 */
export async function expectTestimonialsBand(page: Page) {
  const band = page.locator('[data-testimonials-band]');
  await expect(band).toHaveCount(1);
  await expect(band).toBeVisible();
  const shown = band.locator('figure[data-testimonial]');
  expect(await shown.count()).toBeGreaterThanOrEqual(TESTIMONIAL_BAND_SIZE);
  const ids = await shown.evaluateAll((figures) => figures.map((figure) => figure.getAttribute('data-testimonial') ?? ''));
  for (const id of ids) {
    const entry = testimonials.find((testimonial) => testimonial.slug === id);
    expect(entry, id).toBeDefined();
    const figure = band.locator(`figure[data-testimonial="${id}"]`);
    await expect(figure.locator('figcaption')).toContainText(entry!.name);
    await expect(figure.locator('figcaption')).toContainText(`${entry!.title}, ${entry!.company}`);
    await expect(figure.locator('blockquote')).toContainText(entry!.quote);
  }
  // No client appears twice anywhere on the page.
  const everyQuote = await page.locator('main blockquote').allInnerTexts();
  for (const testimonial of testimonials) {
    const times = everyQuote.filter((text) => text.includes(testimonial.quote)).length;
    expect(times, testimonial.slug).toBeLessThanOrEqual(1);
  }
  expect(new Set(ids).size).toBe(ids.length);
  return band;
}

/** A page's own Client Testimonial: the quote, name and company when it names one, else no such section at all. */
export async function expectClientTestimonial(page: Page, testimonial: Testimonial | undefined) {
  const heading = page.getByRole('heading', { name: 'Client Testimonial' });
  if (!testimonial) {
    await expect(heading).toHaveCount(0);
    // The band of testimonials chosen for the page is not the page's own quote.
    const ownQuotes = await page
      .locator('main figure blockquote')
      .evaluateAll((quotes) => quotes.filter((quote) => !quote.closest('[data-testimonials-band]')).length);
    expect(ownQuotes).toBe(0);
    return;
  }
  await expect(heading).toBeVisible();
  const figure = page.getByRole('region', { name: 'Client Testimonial', exact: true }).locator('figure');
  await expect(figure).toContainText(testimonial.quote);
  await expect(figure).toContainText(testimonial.name);
  await expect(figure).toContainText(testimonial.company);
}

/** The same band in the HTML the server sends, shown without script (`route` names the page in failures). Gives back the ids in order. */
export function expectTestimonialsBandIn(document: Document, route = ''): string[] {
  const bands = [...document.querySelectorAll('[data-testimonials-band]')];
  expect(bands, route).toHaveLength(1);
  expect(shownWithoutScript(bands[0]!), route).toBe(true);
  const shown = [...bands[0]!.querySelectorAll('figure[data-testimonial]')];
  expect(shown.length, route).toBeGreaterThanOrEqual(TESTIMONIAL_BAND_SIZE);
  const ids = shown.map((figure) => figure.getAttribute('data-testimonial') ?? '');
  for (const [index, id] of ids.entries()) {
    const entry = testimonials.find((testimonial) => testimonial.slug === id);
    expect(entry, id).toBeDefined();
    const caption = textOf(shown[index]!.querySelector('figcaption')!);
    expect(caption, id).toContain(entry!.name);
    expect(caption, id).toContain(`${entry!.title}, ${entry!.company}`);
    expect(textOf(shown[index]!.querySelector('blockquote')!), id).toContain(entry!.quote);
  }
  // No client appears twice anywhere on the page.
  const everyQuote = [...document.querySelectorAll('main blockquote')].map(textShownWithoutScript);
  for (const testimonial of testimonials) {
    const times = everyQuote.filter((text) => text.includes(testimonial.quote)).length;
    expect(times, testimonial.slug).toBeLessThanOrEqual(1);
  }
  expect(new Set(ids).size, route).toBe(ids.length);
  return ids;
}
