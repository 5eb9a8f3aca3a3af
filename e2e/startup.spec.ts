import { expect, type Page } from '@playwright/test';
import { STARTUP_LIST_ID, startupScripts } from '../lib/startup-scripts.mjs';
import { fetchDocument } from './support/html';
import { whenHydrated } from './support/hydration';
import { test } from './support/local-pages';
import { templateRoutes } from './support/routes';

// A page's startup scripts (React, its router, the page's islands) run once its first screen is on screen: the HTML
// names them in a list, not as elements the browser would fetch and run at once (lib/startup-scripts.mjs).

test('every page is served with its startup scripts listed, not as elements, and the server has each', async ({ request }) => {
  const problems: string[] = [];
  for (const route of templateRoutes) {
    const { document, response } = await fetchDocument(request, route);
    const html = await response.text();
    const elements = [...document.querySelectorAll('script[src]')].filter(
      (script) =>
        !script.hasAttribute('nomodule') &&
        new URL(script.getAttribute('src')!, 'http://site.invalid').pathname.startsWith('/_next/'),
    );
    if (elements.length) problems.push(`${route}: ${elements.length} startup script element(s)`);
    const preloads = document.querySelectorAll('link[rel="preload"][as="script"]');
    if (preloads.length) problems.push(`${route}: ${preloads.length} script preload(s)`);
    const list = JSON.parse(document.getElementById(STARTUP_LIST_ID)?.textContent ?? '[]') as string[];
    // A page listing nothing would pass by checking nothing.
    expect(list.length, route).toBeGreaterThan(2);
    expect(startupScripts(html).length, route).toBe(list.length);
    for (const source of list) {
      const response = await request.get(source);
      if (response.status() !== 200 || !/javascript/.test(response.headers()['content-type'] ?? ''))
        problems.push(`${route}: ${source} answers ${response.status()}`);
    }
  }
  expect(problems).toEqual([]);
});

/** When the page's largest paint happened, and when each script it fetched began, both from the start of the visit. */
async function paintAndScripts(page: Page) {
  return page.evaluate(async () => {
    const largest = await new Promise<PerformanceEntry | undefined>((resolve) => {
      new PerformanceObserver((entries) => resolve(entries.getEntries().at(-1))).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
      setTimeout(() => resolve(undefined), 5_000);
    });
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/_next/static/') && entry.name.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }));
    return {
      paint: largest?.startTime ?? null,
      element: (largest as { element?: Element } | undefined)?.element?.tagName ?? null,
      scripts,
    };
  });
}

for (const { route, largest } of [
  { route: '/', largest: 'IMG' },
  { route: '/corporate-videography', largest: 'IMG' },
  { route: '/contact', largest: 'P' },
]) {
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1280, height: 800 },
  ]) {
    test(`on ${route} at ${viewport.width}px the startup scripts are fetched after the largest paint, and the page then hydrates`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(route);
      await whenHydrated(page);
      const { paint, element, scripts } = await paintAndScripts(page);
      expect(element).toBe(largest);
      expect(paint).not.toBeNull();
      const listed = await page.locator(`#${STARTUP_LIST_ID}`).textContent();
      const started = scripts.filter((script) => listed!.includes(script.path));
      expect(started.length).toBe((JSON.parse(listed!) as string[]).length);
      expect(started.filter((script) => script.start < paint!)).toEqual([]);
    });
  }
}

test('a visitor pressing a key before the page has painted gets its scripts at once', async ({ page }) => {
  // The first screen's picture never arrives, so its paint never comes: the key press starts the scripts.
  await page.route(/\/_next\/image\?/, () => {});
  await page.goto('/corporate-videography', { waitUntil: 'domcontentloaded' });
  await page.keyboard.press('Tab');
  await whenHydrated(page);
});
