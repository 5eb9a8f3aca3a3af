import { test } from '@playwright/test';

const sizes = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 1536, height: 864 },
];
const pages = (process.env.SHOT_PAGES ?? '/contact,/event-videography,/brighton-videographer,/portfolio/milan-design-week,/portfolio?category=event,/blog,/').split(',');
const full = process.env.SHOT_FULL === '1';

for (const size of sizes) {
  test(`shots at ${size.width}`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(size);
    for (const path of pages) {
      await page.goto(path, { waitUntil: 'networkidle' });
      const name = path.replace(/[^a-z0-9]+/gi, '_') || 'home';
      await page.screenshot({ path: `/tmp/first-shots/${name}-${size.width}${full ? '-full' : ''}.png`, fullPage: full });
    }
  });
}
