import { expect, test } from '@playwright/test';
import { legalDocuments } from '../content/legal';
import { locations } from '../content/locations';
import { projects } from '../content/projects';
import { services } from '../content/services';
import { testimonials } from '../content/testimonials';
import { fetchDocument } from './support/html';
import { templateRoutes, variantRoutes } from './support/routes';
import { targetBoxes, undersizedTargets } from './support/target-size';

// The details a visitor notices on a phone and on a laptop: overflow, tap targets, bands, breaks, wording.

test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
});

test.describe('at 320px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of [...templateRoutes, ...variantRoutes]) {
    test(`${path} does not scroll sideways, and the header keeps its menu button on screen`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      const menu = (await page.locator('details[data-site-menu] > summary').boundingBox())!;
      expect(menu.x + menu.width).toBeLessThanOrEqual(320);
    });
  }
});

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  /** The links a visitor uses to move on, page by page. */
  const movingOn: { path: string; selector: string }[] = [
    { path: '/', selector: 'main article a' },
    { path: '/portfolio', selector: 'main [role="group"] a, main [role="group"] button, main article a' },
    { path: `/portfolio/${projects[0]!.slug}`, selector: 'main a[href="/portfolio"], main article a' },
    { path: '/faqs', selector: 'main nav a, main li > a' },
    { path: '/services', selector: 'main article a' },
  ];

  for (const { path, selector } of movingOn) {
    test(`the links to move on from ${path} are 44px tall and spaced as WCAG 2.2 asks`, async ({ page }) => {
      await page.goto(path);
      const all = await targetBoxes(page.locator('a:visible, button:visible, summary:visible'));
      const listed = [
        ...(await targetBoxes(page.locator(selector))),
        ...(await targetBoxes(page.locator('nav[aria-label="Breadcrumb"] a'))),
        ...(await targetBoxes(page.locator('footer a'))),
      ];
      expect(listed.length).toBeGreaterThan(5);
      const short = listed.filter((box) => box.height < 44).map((box) => `${box.name} (${Math.round(box.height)}px)`);
      expect(short).toEqual([]);
      expect(undersizedTargets(listed, all)).toEqual([]);
    });
  }

  test('the home page’s hero opens on its words, with no empty dark band above them', async ({ page }) => {
    await page.goto('/');
    const hero = (await page.locator('main section[aria-labelledby="hero-title"]').boundingBox())!;
    const firstWords = (await page.locator('main section[aria-labelledby="hero-title"] p').first().boundingBox())!;
    expect(firstWords.y - hero.y).toBeLessThanOrEqual(64);
  });

  test('a project page’s film card casts no shadow past the dark hero', async ({ page }) => {
    await page.goto(`/portfolio/${projects[0]!.slug}`);
    const header = page.locator('main > header');
    const { clips, room, reach } = await header.evaluate((element) => {
      const card = element.querySelector('[class*="shadow-"]')!;
      const shadow = getComputedStyle(card).boxShadow;
      // "rgba(...) 0px 30px 80px -20px": offset y + blur + spread is how far it reaches below the card.
      const [, y = '0', blur = '0', spread = '0'] = shadow.replace(/rgba?\([^)]*\)/, '').match(/-?[\d.]+px/g) ?? [];
      const reach = parseFloat(y) + parseFloat(blur) + parseFloat(spread);
      const room = element.getBoundingClientRect().bottom - card.getBoundingClientRect().bottom;
      const clips = ['hidden', 'clip'].includes(getComputedStyle(element).overflowY);
      return { clips, room, reach };
    });
    expect(clips || reach <= room).toBe(true);
  });
});

test.describe('at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the share block’s label stays on one line', async ({ page, request }) => {
    const { document } = await fetchDocument(request, '/blog');
    const post = document.querySelector('main a[href^="/blog/"]')!.getAttribute('href')!;
    await page.goto(post);
    const label = page.locator('#share-heading');
    const [height, lineHeight] = await label.evaluate((element) => [
      element.getBoundingClientRect().height,
      parseFloat(getComputedStyle(element).lineHeight),
    ]);
    expect(height).toBeLessThan(lineHeight * 1.5);
  });

  test('a blog post ends with the quote band, as the other pages do', async ({ page, request }) => {
    const { document } = await fetchDocument(request, '/blog');
    const post = document.querySelector('main a[href^="/blog/"]')!.getAttribute('href')!;
    await page.goto(post);
    const last = page.locator('main > section').last();
    await expect(last).toHaveAttribute('aria-labelledby', 'quote-banner-title');
    await expect(last.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', `/contact?from=${post}`);
  });

  test('/services shows the facts band beside its title, not an empty right half', async ({ page }) => {
    await page.goto('/services');
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    const facts = page.locator('main header [data-facts]');
    await expect(facts).toBeVisible();
    const box = (await facts.boundingBox())!;
    expect(box.x).toBeGreaterThan(640);
    expect(box.y).toBeLessThan(title.y + 400);
  });

  for (const viewport of [
    { width: 1024, height: 768 },
    { width: 1280, height: 800 },
  ]) {
    test(`the legal pages’ contents follow the reader, whole, at ${viewport.width}×${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const path of ['/privacy-policy', '/terms-of-service']) {
        await page.goto(path);
        // Halfway through the text: the contents stay beside it, whole.
        const sections = page.locator('article section');
        await sections
          .nth(Math.floor((await sections.count()) / 2))
          .evaluate((section) => section.scrollIntoView({ behavior: 'instant' }));
        const contents = page.locator('nav[aria-labelledby="legal-contents"] > div');
        const headerBottom = await page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().bottom);
        const box = (await contents.boundingBox())!;
        expect(box.y, path).toBeGreaterThanOrEqual(headerBottom);
        expect(box.y + box.height, path).toBeLessThanOrEqual(viewport.height);
      }
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test('the desktop Services menu still leads to the services, on hover and on keyboard focus', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const all = nav.getByRole('link', { name: 'All Services' });
    await expect(all).toBeHidden();
    await nav.getByRole('button', { name: 'Services' }).hover();
    await expect(all).toBeVisible();
    await all.click();
    await expect(page).toHaveURL(/\/services$/);
    await page.mouse.move(0, 600);
    await nav.getByRole('button', { name: 'Services' }).focus();
    await expect(nav.getByRole('link').filter({ hasText: 'Corporate Videography' })).toBeVisible();
  });
});

/** Title Case: every word capitalised except short joining words inside the heading. */
const MINOR_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'but',
  'or',
  'nor',
  'for',
  'on',
  'at',
  'to',
  'by',
  'in',
  'of',
  'with',
  'from',
  'as',
  'per',
  'vs',
]);
function notTitleCase(heading: string): string[] {
  const words = heading.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  return words.filter((word, index) => {
    const bare = word.replace(/[^\p{L}’'-]/gu, '');
    if (/^\p{Lu}/u.test(bare)) return false;
    return index === 0 || index === words.length - 1 || !MINOR_WORDS.has(bare.toLowerCase());
  });
}

test('headings the site writes itself follow one rule: Title Case', async ({ request }) => {
  // Content from content/ and the blog is the owner's wording: only what the components write is checked.
  const contentText = JSON.stringify([services, locations, projects, legalDocuments, testimonials]);
  const offenders: string[] = [];
  for (const path of [...templateRoutes.filter((route) => !route.startsWith('/blog')), ...variantRoutes]) {
    const { document } = await fetchDocument(request, path);
    for (const heading of document.querySelectorAll('h1, h2, h3')) {
      const text = heading
        .textContent!.replace(/\s+/g, ' ')
        .replace(/^\d+\.\s*/, '')
        .trim();
      if (!text || contentText.includes(JSON.stringify(text).slice(1, -1))) continue;
      if (notTitleCase(text).length) offenders.push(`${path}: ${text}`);
    }
  }
  expect([...new Set(offenders)]).toEqual([]);
});
