import { expect } from '@playwright/test';
import { pageWeight } from '../scripts/page-weight.mjs';
import { test } from './support/local-pages';
import { templateRoutes } from './support/routes';

// The JavaScript a content page ships stays within 15 KB (gzip) of an empty Next.js page's. The empty page's own,
// 131.7 KB, is what `npm run bench` measures for this version of Next.js (docs/benchmarks.md): measure it again
// after an upgrade of Next.js or React, and set it here.
const EMPTY_PAGE_JS_GZIP_BYTES = 131.7 * 1024;
const ALLOWANCE_BYTES = 15 * 1024;

test('every page ships at most 15 KB (gzip) of JavaScript more than an empty Next.js page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 412, height: 823 });
  const over: string[] = [];
  for (const route of templateRoutes) {
    const { jsGzipBytes } = await pageWeight(page, route);
    if (jsGzipBytes > EMPTY_PAGE_JS_GZIP_BYTES + ALLOWANCE_BYTES) over.push(`${route}: ${(jsGzipBytes / 1024).toFixed(1)} KB`);
    // A page that loaded no script would pass by measuring nothing.
    expect(jsGzipBytes, route).toBeGreaterThan(EMPTY_PAGE_JS_GZIP_BYTES / 2);
  }
  expect(over).toEqual([]);
});
