import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { briefChoices } from '../lib/contact/brief-content';
import { briefKey } from '../lib/contact/brief-key';
import { FIXTURE } from './servers/contentful-fixtures';
import { test } from './support/local-pages';

// Screenshot baselines of the main page types at a phone and a laptop width, so a change that
// breaks a layout fails. Regenerate them after an intended change of design:
//   E2E_VARIANTS=main npx playwright test --project=main e2e/visual.spec.ts --update-snapshots

const pages = [
  { name: 'home', path: '/' },
  { name: 'service', path: '/corporate-videography' },
  { name: 'portfolio', path: '/portfolio' },
  { name: 'project', path: '/portfolio/milan-design-week' },
  { name: 'contact', path: '/contact' },
  // The confirmation with a brief: its price, a film like it and the owner's next steps.
  {
    name: 'contact-sent',
    path: `/contact?success=true&brief=${briefKey({ projectType: briefChoices().projectTypes[0]!, location: briefChoices().locations[0] })}`,
  },
  { name: 'blog', path: '/blog' },
  // Images in a post's body come from the CMS and are drawn as they stream in: masked.
  { name: 'post', path: `/blog/${FIXTURE.lighting.slug}`, moving: 'main figure img' },
];

/** Every image has arrived, lazy ones included, and the display face is in use. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll('img')) image.loading = 'eager';
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete ? null : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })),
      ),
    );
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0)))
    .toBe(true);
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

for (const width of [375, 1280]) {
  for (const { name, path, moving } of pages) {
    test(`${name} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await settle(page);
      await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        // The hero film and the copyright year change on their own.
        mask: [page.locator('video'), page.getByRole('contentinfo').getByText(/^©/), ...(moving ? [page.locator(moving)] : [])],
        maxDiffPixelRatio: 0.01,
        stylePath: join(__dirname, 'support/draw-everything.css'),
        timeout: 20_000,
      });
    });
  }
}
