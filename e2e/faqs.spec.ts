import { expect, test } from '@playwright/test';
import { FAQ_WIDGET_URL } from './servers/form-service';
import { expectNoAxeViolations } from './support/axe';
import { fetchDocument, shownWithoutScript } from './support/html';
import { collectPageProblems } from './support/page-problems';

/**
 * /faqs on the `main` build, where FAQ_WIDGET_SCRIPT_URL points at the local test widget:
 * it renders a [data-test-faq-widget] element into the widget area and counts its runs.
 */
declare global {
  interface Window {
    __testFaqWidgetRuns?: number;
    __stillTheSameDocument?: boolean;
  }
}

const widgetScript = `script[src="${FAQ_WIDGET_URL}"]`;

test('the widget loads on entering /faqs and is removed after client-side navigation away', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  await expect(page.locator(widgetScript)).toHaveCount(1);
  const widget = page.locator('#faq-widget [data-test-faq-widget]');
  await expect(widget).toBeVisible();
  await expect(widget).toContainText('Questions from the FAQ widget');
  expect(await page.evaluate(() => window.__testFaqWidgetRuns)).toBe(1);
  // Once the widget has rendered, the site's own list steps aside.
  await expect(page.getByRole('heading', { name: 'Questions by Service' })).toBeHidden();

  // Leave by a header link: a client-side navigation, so the same document stays loaded.
  await page.evaluate(() => (window.__stillTheSameDocument = true));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/contact\?from=\/faqs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Let’s Talk About Your Project');
  expect(await page.evaluate(() => window.__stillTheSameDocument)).toBe(true);
  await expect(page.locator(widgetScript)).toHaveCount(0);
  await expect(page.locator('[data-test-faq-widget]')).toHaveCount(0);
  await expect(page.locator('#faq-widget')).toHaveCount(0);

  // Coming back loads it afresh, once.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs', exact: true }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(page.locator('#faq-widget [data-test-faq-widget]')).toHaveCount(1);
  await expect(page.locator(widgetScript)).toHaveCount(1);
  expect(await page.evaluate(() => window.__testFaqWidgetRuns)).toBe(2);
  expect(await page.evaluate(() => window.__stillTheSameDocument)).toBe(true);
});

test('entering /faqs by a client-side navigation loads the widget too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/contact');
  await expect(page.locator(widgetScript)).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs', exact: true }).click();
  await expect(page.locator('#faq-widget [data-test-faq-widget]')).toBeVisible();
  await expect(page.locator(widgetScript)).toHaveCount(1);
});

test('without JavaScript the site’s own FAQs show and no widget loads', async ({ request }) => {
  const { document } = await fetchDocument(request, '/faqs');
  const main = document.querySelector('main')!;
  const heading = [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].find((element) =>
    element.textContent?.includes('Questions by Service'),
  );
  expect(heading, 'the heading Questions by Service').toBeDefined();
  expect(shownWithoutScript(heading!)).toBe(true);
  const firstQuestion = main.querySelector('details');
  expect(firstQuestion).not.toBeNull();
  expect(shownWithoutScript(firstQuestion!)).toBe(true);
  // Without a script to run, only an address in the markup itself would be fetched.
  const fetched = [...document.querySelectorAll('[src], [href]')].map(
    (element) => element.getAttribute('src') ?? element.getAttribute('href'),
  );
  expect(fetched).not.toContain(FAQ_WIDGET_URL);
});

test('the widget loads without console errors or Content Security Policy violations, and axe finds none with it', async ({
  page,
}) => {
  const problems = await collectPageProblems(page, (url) => url.pathname === '/faqs' || url.href === FAQ_WIDGET_URL);
  await page.goto('/faqs');
  await expect(page.locator('[data-test-faq-widget]')).toBeVisible();
  await test.step('no console error, CSP violation or failed load', () => expect(problems).toEqual([]));
  await test.step('axe finds no violation on /faqs with the widget', () => expectNoAxeViolations(page));
});
