import { expect, test } from '@playwright/test';
import { locations } from '../content/locations';
import { services } from '../content/services';
import { site } from '../content/site';
import { placesPhrase } from '../lib/page-titles';
import { expectNoAxeViolations } from './support/axe';
import { fetchDocument, onlyJsonLd, shownWithoutScript, textOf, textShownWithoutScript } from './support/html';

// /faqs on the `defaults` build: no widget configured, so the site's own FAQs are the page.

/** A section named by the heading it points at (an ARIA region), by that heading's exact text. */
function regionNamed(document: Document, name: string): Element {
  const regions = [...document.querySelectorAll('section[aria-labelledby]')].filter(
    (section) => textOf(document.getElementById(section.getAttribute('aria-labelledby')!)) === name,
  );
  expect(regions, name).toHaveLength(1);
  return regions[0]!;
}

/** The one link in `scope` whose text contains `name`, as a role query by name finds it. */
function linkNamed(scope: Element, name: string): Element {
  const links = [...scope.querySelectorAll('a[href]')].filter((link) => textOf(link).toLowerCase().includes(name.toLowerCase()));
  expect(links, name).toHaveLength(1);
  return links[0]!;
}

test('shows the heading, a subtitle and the site’s FAQs grouped by service and location', async ({ request }) => {
  const { document } = await fetchDocument(request, '/faqs');
  expect(document.title).toBe(`Videography FAQs – Pricing, Timelines & Filming Days | ${site.name}`);
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
    new RegExp(`hiring a videographer in ${placesPhrase('and')}`),
  );
  const headings = [...document.querySelectorAll('h1')];
  expect(headings.map(textOf)).toEqual(['Frequently Asked Questions']);
  expect(textShownWithoutScript(document.querySelector('main')!)).toContain(
    'Straight answers about costs, timelines, filming days',
  );
  expect(document.querySelector('script[data-faq-widget]')).toBeNull();

  for (const name of ['Questions by Service', 'Questions by Location']) {
    const heading = [...document.querySelectorAll('h2')].filter((h2) => textOf(h2) === name);
    expect(heading, name).toHaveLength(1);
    expect(shownWithoutScript(heading[0]!), name).toBe(true);
  }
  const summaries = (group: Element) => [...group.querySelectorAll('details summary')].map(textOf);
  for (const service of services) {
    const group = regionNamed(document, service.title);
    expect([...group.querySelectorAll('h3')].map(textOf)).toEqual([service.title]);
    expect(summaries(group)).toEqual(service.faqs.map((faq) => faq.question));
    expect(linkNamed(group, `More about ${service.title.toLowerCase()}`).getAttribute('href')).toBe(`/${service.slug}`);
  }
  for (const location of locations) {
    const group = regionNamed(document, `Filming in ${location.name}`);
    expect(summaries(group)).toEqual(location.faqs.map((faq) => faq.question));
    expect(linkNamed(group, `Videographer in ${location.name}`).getAttribute('href')).toBe(`/${location.slug}-videographer`);
  }
});

test('carries FAQPage structured data with every question and answer on the page', async ({ request }) => {
  const { document } = await fetchDocument(request, '/faqs');
  const faqPage = onlyJsonLd(document, 'FAQPage');
  expect(faqPage['@context']).toBe('https://schema.org');
  const questions = [...services.flatMap((service) => service.faqs), ...locations.flatMap((location) => location.faqs)];
  const unique = [...new Map(questions.map((faq) => [faq.question, faq])).values()];
  expect(faqPage.mainEntity).toEqual(
    unique.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
  );
});

test('at 1280px a question opens on click and closes with the keyboard, and axe finds no violation with it open', async ({
  page,
}) => {
  // What two tests did, in one page load.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/faqs');
  const faq = services[0]!.faqs[0]!;
  const details = page.locator('details', { has: page.getByText(faq.question, { exact: true }) }).first();
  const answer = details.getByText(faq.answer.split('\n\n')[0]!);
  await test.step('a disclosure widget that opens on click', async () => {
    await expect(details).not.toHaveAttribute('open', '');
    await expect(answer).toBeHidden();
    await details.locator('summary').click();
    await expect(details).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();
  });
  await test.step('axe finds no violation with a question open', () => expectNoAxeViolations(page));
  await test.step('and closes with the keyboard', async () => {
    await details.locator('summary').press('Enter');
    await expect(details).not.toHaveAttribute('open', '');
  });
});

test('works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/faqs');
  const faq = page.getByRole('main').locator('details').first();
  await faq.locator('summary').click();
  await expect(faq).toHaveAttribute('open', '');
  await context.close();
});

test('axe finds no violation at 375px, with a question open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/faqs');
  await page.getByRole('main').locator('details summary').first().click();
  await expectNoAxeViolations(page);
});
