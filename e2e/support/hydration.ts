import type { Page } from '@playwright/test';

/**
 * Resolves once React has hydrated the page: the header's home link (or the element `selector` names) carries React's
 * props. A test of what only works with script waits for this first, as its tap may come before the scripts have run.
 */
export function whenHydrated(page: Page, selector = 'header a[href="/"]', options: { timeout?: number } = {}) {
  return page.waitForFunction(
    (selector) => {
      const element = document.querySelector(selector);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
    },
    selector,
    options,
  );
}
