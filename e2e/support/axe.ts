import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 A and AA rules. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Scans the page as it is now and fails with a readable list of any violation. */
export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}) {
  // Legacy mode runs axe in the page itself instead of merging per-frame results in a fresh blank
  // page, which costs a page per scan; it skips only cross-origin frames, and tests load none.
  // Only violations are read: axe then skips gathering every passing node, a fifth of its time.
  let builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode()
    .options({ resultTypes: ['violations'] });
  if (options.include) builder = builder.include(options.include);
  // Sections below the fold skip their rendering (`content-visibility: auto`); computed styles read
  // inside a skipped section can be stale after a resize (links read as the default blue), so they
  // are rendered for the scan and left as they were after it.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility !== 'auto') continue;
      element.dataset.axeShown = '';
      element.style.contentVisibility = 'visible';
    }
  });
  const { violations } = await builder.analyze();
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('[data-axe-shown]')) {
      element.style.removeProperty('content-visibility');
      delete element.dataset.axeShown;
    }
  });
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary}`).join('\n'),
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
