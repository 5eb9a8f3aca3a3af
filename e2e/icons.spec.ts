import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { iconMask } from '../lib/icons/mask';
import { ICON_MASKS, RATING_STARS } from '../lib/icons/mask-css';
import { blockThirdParties } from './support/local-pages';
import { templateRoutes } from './support/routes';

// Icons are drawn from one sprite (/icons.svg) by <use>, or by the stylesheet's masks: each must show its shapes.

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
  test(`${path} draws every icon from the sprite, and loads the sprite only to draw one`, async ({ page }) => {
    await blockThirdParties(page);
    const sprites: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/icons.svg') sprites.push(request.url());
    });
    await page.goto(path);
    const uses = await page.locator('svg use').count();
    await expect.poll(() => blankIcons(page)).toEqual([]);
    // One sprite for the whole page, however many icons it draws, and none for a page that draws none from it.
    expect(sprites).toHaveLength(uses > 0 ? 1 : 0);
  });
}

test('the header and footer, on every page, draw no icon from the sprite', async ({ page }) => {
  await blockThirdParties(page);
  await page.goto('/');
  expect(await page.locator('header svg use, footer svg use').count()).toBe(0);
  await expect(page.locator('footer .icon-mask').first()).toBeVisible();
});

test('the quote form’s page draws its icons with the stylesheet, and loads no sprite', async ({ page }) => {
  await blockThirdParties(page);
  const sprites: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/icons.svg') sprites.push(request.url());
  });
  await page.goto('/contact');
  await expect(page.locator('main .icon-mask').first()).toBeVisible();
  expect(await page.locator('svg use').count()).toBe(0);
  expect(sprites).toEqual([]);
});

test('icons are drawn without JavaScript too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await blockThirdParties(page);
  await page.goto('/about');
  expect(await page.locator('svg use').count()).toBeGreaterThan(0);
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

/** Icons shown in the element that draw nothing (with the sprite blocked, those that wait for it). */
function blankIconsIn(page: Page, selector: string) {
  return page.evaluate(
    (root) =>
      [...document.querySelectorAll<SVGSVGElement>(`${root} svg`)]
        .filter((svg) => svg.getClientRects().length > 0)
        .filter((svg) => {
          const box = svg.getBBox();
          return box.width === 0 || box.height === 0;
        })
        .map((svg) => svg.outerHTML.slice(0, 100)),
    selector,
  );
}

test('the header’s and the first screen’s icons draw while /icons.svg is still on its way', async ({ page }) => {
  await blockThirdParties(page);
  // Never arrives: what the header and heroes show must not depend on it.
  await page.route('**/icons.svg', (route) => route.abort());
  const service = templateRoutes.find((path) => path.endsWith('-videography'))!;
  const location = templateRoutes.find((path) => path.endsWith('-videographer'))!;
  const film = templateRoutes.find((path) => path.startsWith('/portfolio/'))!;
  for (const { width, height } of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize({ width, height });
    for (const path of ['/', service, location, film]) {
      await page.goto(path);
      const header = 'header:not(main header)';
      // On a phone the menu button: its icon is the whole of it on the narrowest screens.
      if (width < 768) expect(await page.locator(`${header} summary svg`).count(), path).toBeGreaterThan(0);
      else expect(await page.locator(`${header} svg`).count(), path).toBeGreaterThan(0);
      expect(await blankIconsIn(page, header), `${path} at ${width}px: header`).toEqual([]);
      // The hero's arrows and marks (the breadcrumbs' chevrons, the quote button's arrow, the way back).
      const hero = path === '/' ? 'main > section:first-of-type, main > header:first-of-type' : 'main > header:first-of-type';
      expect(await page.locator(`:is(${hero}) svg`).count(), path).toBeGreaterThan(0);
      expect(await blankIconsIn(page, `:is(${hero})`), `${path} at ${width}px: first screen`).toEqual([]);
    }
  }
});

/** The runs of columns of an element's picture that hold its colour (pixels far from the corner's backdrop). */
async function inkedRuns(picture: Buffer) {
  const { data, info } = await sharp(picture).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [0, 1, 2].map((channel) => data[(y * info.width + x) * 3 + channel]!);
  const backdrop = at(0, 0);
  const inked = Array.from({ length: info.width }, (_, x) =>
    Array.from({ length: info.height }, (__, y) => at(x, y)).some((pixel) =>
      pixel.some((value, channel) => Math.abs(value - backdrop[channel]!) > 60),
    ),
  );
  const runs: number[] = [];
  inked.forEach((on, x) => {
    if (on && !inked[x - 1]) runs.push(0);
    if (on) runs[runs.length - 1]! += 1;
  });
  return { runs, height: info.height };
}

// Rounding only: a cell drawn off the pixel grid blurs its edges by 40 or more, a wrong icon by far more.
const ALIKE = 2;

/** How far an element's picture moves (the largest change of any channel) when its mask is the image given. */
async function drawnAlike(element: Locator, mask: string) {
  const pixels = async () =>
    (
      await sharp(await element.screenshot())
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
    ).data;
  const drawn = await pixels();
  await element.evaluate((box: HTMLElement, image) => box.style.setProperty('mask', image), mask);
  const alone = await pixels();
  await element.evaluate((box: HTMLElement) => box.style.removeProperty('mask'));
  expect(alone.length).toBe(drawn.length);
  return drawn.reduce((most, value, index) => Math.max(most, Math.abs(value - alone[index]!)), 0);
}

test('icons drawn by the stylesheet’s masks show: a rating’s stars, and each masked icon', async ({ page }) => {
  await blockThirdParties(page);
  await page.goto('/');
  const rating = page.getByRole('img', { name: /^Rated \d out of 5$/ }).first();
  await rating.scrollIntoViewIfNeeded();
  const stars = Number((await rating.getAttribute('aria-label'))!.match(/\d/)![0]);
  const { runs, height } = await inkedRuns(await rating.screenshot());
  // One shape per star, each about as wide as the row is high.
  expect(runs).toHaveLength(stars);
  for (const width of runs) expect(Math.abs(width - height)).toBeLessThanOrEqual(3);
  // The row is the star's own image repeated, 1.25rem apart, as each star alone would draw.
  expect(await drawnAlike(rating, `${iconMask(RATING_STARS, 6)} 0 0 / 1.25rem 1rem repeat-x`)).toBeLessThanOrEqual(ALIKE);
  // High-contrast modes replace backgrounds, which would blank a mask's colour.
  await page.emulateMedia({ forcedColors: 'active' });
  expect((await inkedRuns(await rating.screenshot())).runs).toHaveLength(stars);
  await page.emulateMedia({ forcedColors: 'none' });

  // Every kind of masked icon of the pages that show them draws a shape (a failed mask draws nothing).
  const service = templateRoutes.find((path) => path.endsWith('-videography'))!;
  const film = templateRoutes.find((path) => path.startsWith('/portfolio/'))!;
  const seen = new Set<string>();
  for (const path of ['/', '/portfolio', service, film, '/contact']) {
    await page.goto(path);
    const kinds = await page
      .locator('.icon-mask')
      .evaluateAll((icons) => [
        ...new Set(icons.flatMap((icon) => [...icon.classList].filter((name) => name.startsWith('icon-mask-')))),
      ]);
    for (const kind of kinds.filter((name) => !seen.has(name))) {
      const icon = page.locator(`.${kind}`).first();
      await icon.scrollIntoViewIfNeeded();
      expect((await inkedRuns(await icon.screenshot())).runs.length, `${kind} on ${path}`).toBeGreaterThan(0);
      // Its cell of the one image of every mask draws just what the icon's own image would: no other icon, no edge of one.
      const glyph = ICON_MASKS[kind.slice('icon-mask-'.length) as keyof typeof ICON_MASKS];
      expect(await drawnAlike(icon, `${iconMask(glyph)} center / contain no-repeat`), `${kind} on ${path}`).toBeLessThanOrEqual(
        ALIKE,
      );
      seen.add(kind);
    }
  }
  // The footer's at least, on every page.
  expect(seen.size).toBeGreaterThan(3);
});
