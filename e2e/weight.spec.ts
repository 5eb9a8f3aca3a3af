import { expect } from '@playwright/test';
import { pageWeight } from '../scripts/page-weight.mjs';
import { fetchDocument } from './support/html';
import { test } from './support/local-pages';
import { staticRoutes, templateRoutes } from './support/routes';

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

// A page carries each class list twice, in its markup and in React's payload, and a slow phone parses both. A long list
// used again and again in one page belongs in the stylesheet under one name.
const LONG_CLASS_LIST = 200;
const REPEATS = 3;

test(`no page repeats a class list of over ${LONG_CLASS_LIST} characters ${REPEATS} times or more`, async ({ request }) => {
  const repeated: string[] = [];
  for (const route of staticRoutes) {
    const { document } = await fetchDocument(request, route);
    const counts = new Map<string, number>();
    for (const element of document.body.querySelectorAll('[class]')) {
      const list = element.getAttribute('class')!;
      counts.set(list, (counts.get(list) ?? 0) + 1);
    }
    // A page with no classes at all would pass by measuring nothing.
    expect(counts.size, route).toBeGreaterThan(10);
    for (const [list, count] of counts)
      if (list.length > LONG_CLASS_LIST && count >= REPEATS) repeated.push(`${route}: ${count} × "${list.slice(0, 60)}…"`);
  }
  expect(repeated).toEqual([]);
});

// Chromium compiles a script that opens with this line while it downloads, off the main thread, instead of function by
// function as hydration first calls them (scripts/compile-hints.mjs, run by `npm run build`).
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

test('every script a page runs as it starts opens with the compile hint, as `next start` serves it', async ({ request }) => {
  const missing: string[] = [];
  for (const route of templateRoutes) {
    const { document } = await fetchDocument(request, route);
    const scripts = [...document.querySelectorAll('script[src]:not([nomodule])')].map((script) => script.getAttribute('src')!);
    // A page with no script would pass by checking nothing.
    expect(scripts.length, route).toBeGreaterThan(2);
    for (const script of scripts) {
      const source = await (await request.get(script)).text();
      if (!source.startsWith(COMPILE_HINT)) missing.push(`${route}: ${script}`);
    }
  }
  expect(missing).toEqual([]);
});
