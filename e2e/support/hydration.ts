import type { Page } from '@playwright/test';

/**
 * Resolves once React has hydrated the page: the header's home link (or the element `selector` names) carries React's
 * props. A page starts its scripts once its first screen is on screen (lib/startup-scripts.mjs), so a test of what
 * only works with them waits for this first, as a visitor's tap may come sooner.
 */
export function whenHydrated(page: Page, selector = 'header a[href="/"]') {
  return page.waitForFunction((selector) => {
    const element = document.querySelector(selector);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}
