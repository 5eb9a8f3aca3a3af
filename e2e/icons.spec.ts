import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { iconMask } from '../lib/icons/mask';
import { ICON_MASKS, RATING_STARS } from '../lib/icons/mask-css';
import { blockThirdParties } from './support/local-pages';
import { templateRoutes } from './support/routes';

// Icons are drawn in the page as <svg> shapes, or by the stylesheet's masks: each must show its shapes, and none
// may wait for another file (an external sprite or SVG image is one more document to fetch and build).

// Called by the browser tests themselves: a hook naming `page` would open one for every test in the file.

/** What the page's shown icons lack: one that points at another file, or that draws nothing. */
function iconFaults(page: Page) {
  return page.evaluate(() => [
    ...[...document.querySelectorAll('body svg [href], body svg [*|href]')].map(
      (node) => `points at ${node.outerHTML.slice(0, 80)}`,
    ),
    ...[...document.querySelectorAll<SVGSVGElement>('body svg')]
      // Icons in a closed menu or panel are not rendered and have no box.
      .filter((svg) => svg.getClientRects().length > 0)
      .filter((svg) => {
        const box = svg.getBBox();
        return box.width === 0 || box.height === 0;
      })
      .map((svg) => `draws nothing: ${svg.outerHTML.slice(0, 80)}`),
  ]);
}

for (const path of templateRoutes) {
  test(`${path} draws every icon in the page, from no other file`, async ({ page }) => {
    await blockThirdParties(page);
    const svgFiles: string[] = [];
    page.on('request', (request) => {
      if (/\.svg$/.test(new URL(request.url()).pathname)) svgFiles.push(request.url());
    });
    await page.goto(path);
    expect(await iconFaults(page)).toEqual([]);
    // The site's own little picture (icon.svg) is the browser's tab icon, not part of the page.
    expect(svgFiles.filter((url) => !new URL(url).pathname.startsWith('/icon.svg'))).toEqual([]);
  });
}

test('the footer, on every page, draws its icons with the stylesheet', async ({ page }) => {
  await blockThirdParties(page);
  await page.goto('/');
  expect(await page.locator('footer svg').count()).toBe(0);
  await expect(page.locator('footer .icon-mask').first()).toBeVisible();
});

test('icons are drawn without JavaScript too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await blockThirdParties(page);
  for (const path of ['/about', '/contact']) {
    await page.goto(path);
    expect(await page.locator('main svg, main .icon-mask').count(), path).toBeGreaterThan(0);
    expect(await iconFaults(page), path).toEqual([]);
  }
  await context.close();
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
