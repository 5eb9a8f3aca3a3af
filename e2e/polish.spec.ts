import { expect } from '@playwright/test';
import { FIXTURE } from './servers/contentful-fixtures';
import { fetchDocument, shownWithoutScript } from './support/html';
import { test } from './support/local-pages';

// Small things a careful visitor notices at 375 and 1280 pixels.

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the header is solid, so nothing shows through it over dark sections', async ({ page }) => {
      await page.goto('/corporate-videography');
      await page.mouse.wheel(0, 300);
      const look = await page.getByRole('banner').evaluate((header) => {
        const style = getComputedStyle(header);
        return {
          background: style.backgroundColor,
          filter: style.backdropFilter,
        };
      });
      expect(look.filter).toBe('none');
      expect(look.background).toMatch(/^rgb\(/);
    });
  });
}

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the About portrait’s offset outline keeps the page margin', async ({ page }) => {
    await page.goto('/about');
    const outline = page.locator('main figure div[aria-hidden]').first();
    const box = (await outline.boundingBox())!;
    expect(375 - (box.x + box.width)).toBeGreaterThanOrEqual(16);
  });
});

test('a post’s date and categories wrap as whole tags, with no separator left on a line of its own', async ({ request }) => {
  const { document } = await fetchDocument(request, `/blog/${FIXTURE.lighting.slug}`);
  const row = [...document.querySelectorAll('main p')].find((element) => element.querySelector('[data-post-category]'));
  expect(row, 'the row of date and categories').toBeDefined();
  expect(shownWithoutScript(row!)).toBe(true);
  // Every item of the row is the date, the reading time or a tag: nothing decorative that could wrap alone.
  const items = [...row!.children].map(
    (child) => child.tagName === 'TIME' || child.hasAttribute('data-reading-time') || child.hasAttribute('data-post-category'),
  );
  expect(items.every(Boolean)).toBe(true);
});
