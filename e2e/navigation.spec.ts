import { expect, test, type Page } from '@playwright/test';
import { whenHydrated } from './support/hydration';

/** Addresses the router fetched ahead (its prefetch requests carry this header). */
function recordPrefetches(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) fetched.push(new URL(request.url()).pathname);
  });
  return fetched;
}

/** Resolves once React has hydrated the header's links and the network is quiet. */
async function loadHydrated(page: Page, path: string) {
  await page.goto(path);
  await whenHydrated(page);
  await page.waitForLoadState('networkidle');
}

test('a page is fetched ahead when its link is pointed at or focused, not when it comes into view, and links still navigate in the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const fetched = recordPrefetches(page);
  await loadHydrated(page, '/');
  await test.step('nothing is fetched ahead while the visitor only looks', async () => {
    expect(fetched).toEqual([]);
  });
  const portfolio = page.getByRole('link', { name: 'View Portfolio' });
  await test.step('pointing at a link fetches its page', async () => {
    await portfolio.hover();
    await expect.poll(() => fetched).toContain('/portfolio');
  });
  await test.step('focusing a link fetches its page', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).focus();
    await expect.poll(() => fetched).toContain('/about');
  });
  await test.step('a click navigates without reloading the document', async () => {
    await page.evaluate(() => Object.assign(window, { keptAcrossNavigation: true }));
    await portfolio.click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.locator('article[data-project]').first()).toBeVisible();
    expect(await page.evaluate(() => 'keptAcrossNavigation' in window)).toBe(true);
  });
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('touching a link fetches its page before the tap ends', async ({ page }) => {
    const fetched = recordPrefetches(page);
    await loadHydrated(page, '/');
    expect(fetched).toEqual([]);
    const portfolio = page.getByRole('link', { name: 'View Portfolio' });
    await portfolio.dispatchEvent('touchstart');
    await expect.poll(() => fetched).toContain('/portfolio');
  });
});

test.describe('clicks the site leaves to the browser', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a click with Ctrl or ⌘ opens the page in a new tab and leaves this one where it was', async ({ page, context }) => {
    await loadHydrated(page, '/');
    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: 'View Portfolio' }).click({ modifiers: ['ControlOrMeta'] });
    await (await opened).waitForURL(/\/portfolio$/);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('a link to a section of the page scrolls to it in the same document', async ({ page }) => {
    await loadHydrated(page, '/privacy-policy');
    await page.evaluate(() => Object.assign(window, { keptAcrossNavigation: true }));
    const topic = page.getByRole('navigation', { name: 'Contents' }).getByRole('link').last();
    const target = (await topic.getAttribute('href'))!;
    await topic.click();
    await expect(page).toHaveURL(new RegExp(`/privacy-policy${target}$`));
    await expect(page.locator(target)).toBeInViewport();
    expect(await page.evaluate(() => 'keptAcrossNavigation' in window)).toBe(true);
  });
});

test('a link clicked at the foot of a long page opens the next page at its top, and Back returns', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loadHydrated(page, '/');
  await page.evaluate(() => Object.assign(window, { keptAcrossNavigation: true }));
  const about = page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true });
  await about.scrollIntoViewIfNeeded();
  await about.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => 'keptAcrossNavigation' in window)).toBe(true);
});
