import { expect, test, type Page } from '@playwright/test';
import { blockThirdParties } from './support/local-pages';
import { templateRoutes } from './support/routes';

// Icons are drawn from one sprite (/icons.svg) by <use>: each must find its symbol and show its shapes.

// Called by the browser tests themselves: a hook naming `page` would open one for every test in the file.

/** Icons shown on the page that point at a symbol the sprite lacks, or that draw nothing once it has loaded. */
function blankIcons(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<SVGUseElement>('svg use')]
      // Icons in a closed menu or panel are not rendered and have no box.
      .filter((use) => use.ownerSVGElement!.getClientRects().length > 0)
      .filter((use) => {
        const box = use.getBBox();
        return box.width === 0 || box.height === 0;
      })
      .map((use) => use.getAttribute('href')),
  );
}

for (const path of templateRoutes) {
  test(`${path} draws every icon from the sprite`, async ({ page }) => {
    await blockThirdParties(page);
    const sprites: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/icons.svg') sprites.push(request.url());
    });
    await page.goto(path);
    expect(await page.locator('svg use').count()).toBeGreaterThan(0);
    await expect.poll(() => blankIcons(page)).toEqual([]);
    // One sprite for the whole page, however many icons it draws.
    expect(sprites).toHaveLength(1);
  });
}

test('icons are drawn without JavaScript too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await blockThirdParties(page);
  await page.goto('/contact');
  await expect.poll(() => blankIcons(page)).toEqual([]);
  await context.close();
});

test('the sprite is an SVG document of symbols', async ({ request }) => {
  const response = await request.get('/icons.svg');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  // Kept by the browser (a prerendered response's s-maxage is not), so icons drawn later reuse it.
  expect(response.headers()['cache-control']).toMatch(/(^|,\s*)max-age=[1-9]/);
  expect((await response.text()).match(/<symbol id="i[0-9a-z]+" viewBox="0 0 24 24">/g)?.length).toBeGreaterThan(10);
});
