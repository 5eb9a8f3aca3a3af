import { expect } from '@playwright/test';
import { whenHydrated } from './support/hydration';
import { test } from './support/local-pages';

// A page's scripts start as the document is parsed, whatever its pictures do: a first-screen picture whose request
// stalls (never answers, never fails) keeps the page's `load` from firing, and must not keep the page from hydrating.
const HYDRATED_WITHIN_MS = 3_000;

for (const route of ['/', '/corporate-videography']) {
  test(`${route} hydrates within ${HYDRATED_WITHIN_MS / 1000} s of being parsed while its first-screen picture never arrives`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // Held, neither answered nor failed.
    await page.route(/\/_next\/image\?/, () => {});
    await page.goto(route, { waitUntil: 'domcontentloaded' });
    await whenHydrated(page, 'header a[href="/"]', { timeout: HYDRATED_WITHIN_MS + 5_000 });
    const state = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      return {
        sinceParsedMs: performance.now() - navigation.domContentLoadedEventStart,
        picture: picture ? { complete: picture.complete } : null,
        readyState: document.readyState,
      };
    });
    // The stall is real: the first screen's picture is still loading, so the page has not loaded.
    expect(state.picture).toEqual({ complete: false });
    expect(state.readyState).not.toBe('complete');
    expect(state.sinceParsedMs).toBeLessThan(HYDRATED_WITHIN_MS);
  });
}
