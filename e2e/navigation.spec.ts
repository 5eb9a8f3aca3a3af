import { expect, test, type Page } from '@playwright/test';

/** Addresses the router fetched ahead (its prefetch requests carry this header). */
function recordPrefetches(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) fetched.push(new URL(request.url()).pathname);
  });
  return fetched;
}

/** Resolves once React has hydrated the header's links (their anchors carry React's props) and the network is quiet. */
async function loadHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const link = document.querySelector('header a[href="/"]');
    return link !== null && Object.keys(link).some((key) => key.startsWith('__reactProps'));
  });
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
