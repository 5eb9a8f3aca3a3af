import { test as base, type Page } from '@playwright/test';

/** Film hosts and other sites are never reached from tests: their requests fail at once. */
export const blockThirdParties = (page: Page) => page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());

/** Playwright's test, whose pages reach only the site under test (tests that need no page open none). */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await blockThirdParties(page);
    await provide(page);
  },
});
