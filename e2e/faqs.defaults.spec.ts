import { expect, test } from '@playwright/test';
import { locations } from '../content/locations';
import { services } from '../content/services';
import { site } from '../content/site';
import { expectNoAxeViolations } from './support/axe';

// /faqs on the `defaults` build: no widget configured, so the site's own FAQs are the page.

test('shows the heading, a subtitle and the site’s FAQs grouped by service and location', async ({ page }) => {
  await page.goto('/faqs');
  await expect(page).toHaveTitle(`Videography FAQs – Pricing, Timelines & Filming Days | ${site.name}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /hiring a videographer in Lewes, Brighton and London/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  await expect(page.getByText('Straight answers about costs, timelines, filming days')).toBeVisible();
  await expect(page.locator('script[data-faq-widget]')).toHaveCount(0);

  await expect(page.getByRole('heading', { level: 2, name: 'Questions by Service' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Questions by Location' })).toBeVisible();
  for (const service of services) {
    const group = page.getByRole('region', { name: service.title, exact: true });
    await expect(group.getByRole('heading', { level: 3 })).toHaveText(service.title);
    await expect(group.locator('details summary')).toHaveText(service.faqs.map((faq) => faq.question));
    await expect(group.getByRole('link', { name: `More about ${service.title.toLowerCase()}` })).toHaveAttribute(
      'href',
      `/${service.slug}`,
    );
  }
  for (const location of locations) {
    const group = page.getByRole('region', { name: `Filming in ${location.name}`, exact: true });
    await expect(group.locator('details summary')).toHaveText(location.faqs.map((faq) => faq.question));
    await expect(group.getByRole('link', { name: `Videographer in ${location.name}` })).toHaveAttribute(
      'href',
      `/${location.slug}-videographer`,
    );
  }
});

test('each question is a disclosure widget that opens on click and with the keyboard', async ({ page }) => {
  await page.goto('/faqs');
  const faq = services[0]!.faqs[0]!;
  const details = page.locator('details', { has: page.getByText(faq.question, { exact: true }) }).first();
  await expect(details).not.toHaveAttribute('open', '');
  await expect(details.getByText(faq.answer.split('\n\n')[0]!)).toBeHidden();
  await details.locator('summary').click();
  await expect(details).toHaveAttribute('open', '');
  await expect(details.getByText(faq.answer.split('\n\n')[0]!)).toBeVisible();
  await details.locator('summary').press('Enter');
  await expect(details).not.toHaveAttribute('open', '');
});

test('carries FAQPage structured data with every question and answer on the page', async ({ page }) => {
  await page.goto('/faqs');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faqPage = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage');
  expect(faqPage?.['@context']).toBe('https://schema.org');
  const questions = [...services.flatMap((service) => service.faqs), ...locations.flatMap((location) => location.faqs)];
  const unique = [...new Map(questions.map((faq) => [faq.question, faq])).values()];
  expect(faqPage.mainEntity).toEqual(
    unique.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
  );
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

for (const width of [375, 1280]) {
  test(`axe finds no violation at ${width}px, with a question open`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/faqs');
    await page.getByRole('main').locator('details summary').first().click();
    await expectNoAxeViolations(page);
  });
}
