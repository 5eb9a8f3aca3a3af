import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { legalDocuments } from '../content/legal';
import { locations } from '../content/locations';
import { projects } from '../content/projects';
import { services } from '../content/services';
import { testimonials } from '../content/testimonials';
import { fetchDocument, shownWithoutScript, textShownWithoutScript } from './support/html';
import { test } from './support/local-pages';
import { templateRoutes, variantRoutes } from './support/routes';
import { targetBoxes, targetsUnder24, undersizedTargets } from './support/target-size';

// The details a visitor notices on a phone and on a laptop: overflow, tap targets, bands, breaks, wording.

/** The first post /blog lists: any post shows the blog post's template. */
async function firstPost(request: APIRequestContext): Promise<string> {
  const { document } = await fetchDocument(request, '/blog');
  return document.querySelector('main a[href^="/blog/"]')!.getAttribute('href')!;
}

// Overflow and the menu button at 320px are checked on every kind of page by the sweeps (sweeps.spec.ts).

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  /** The home page's hero opens on its words, with no empty dark band above them. */
  async function heroOpensOnItsWords(page: Page) {
    const hero = (await page.locator('main section[aria-labelledby="hero-title"]').boundingBox())!;
    const firstWords = (await page.locator('main section[aria-labelledby="hero-title"] p').first().boundingBox())!;
    expect(firstWords.y - hero.y).toBeLessThanOrEqual(64);
  }

  /** A project page's film card casts no shadow past the dark hero. */
  async function filmCardShadowStaysInHero(page: Page) {
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
  }

  /** The links a visitor uses to move on, page by page, and what else the same load of the page shows. */
  const movingOn: { path: string; selector: string; also?: { promise: string; check: (page: Page) => Promise<void> } }[] = [
    {
      path: '/',
      selector: 'main article a',
      also: { promise: 'the hero opens on its words, with no empty dark band above them', check: heroOpensOnItsWords },
    },
    { path: '/portfolio', selector: 'main [role="group"] a, main [role="group"] button, main article a' },
    {
      path: `/portfolio/${projects[0]!.slug}`,
      selector: 'main a[href="/portfolio"], main article a',
      also: { promise: 'the film card casts no shadow past the dark hero', check: filmCardShadowStaysInHero },
    },
    { path: '/faqs', selector: 'main nav a, main li > a' },
    { path: '/services', selector: 'main article a' },
  ];

  for (const { path, selector, also } of movingOn) {
    test(`the links to move on from ${path} are 44px tall and spaced as WCAG 2.2 asks${also ? `; ${also.promise}` : ''}`, async ({
      page,
    }) => {
      await page.goto(path);
      await test.step('the links to move on', async () => {
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
      if (also) await test.step(also.promise, () => also.check(page));
    });
  }
});

test.describe('on phones, every link and control is at least 24 × 24 px', () => {
  for (const viewport of [
    { width: 375, height: 667 },
    { width: 320, height: 568 },
  ])
    test(`at ${viewport.width}px, on every kind of page`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const routes = [...templateRoutes, variantRoutes[0]!, await firstPost(request)];
      const small: string[] = [];
      for (const route of routes) {
        await page.goto(route);
        small.push(...(await targetsUnder24(page)).map((target) => `${route}: ${target}`));
      }
      expect(small).toEqual([]);
    });
});

test.describe('at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the share block’s label stays on one line', async ({ page, request }) => {
    const post = await firstPost(request);
    await page.goto(post);
    const label = page.locator('#share-heading');
    const [height, lineHeight] = await label.evaluate((element) => [
      element.getBoundingClientRect().height,
      parseFloat(getComputedStyle(element).lineHeight),
    ]);
    expect(height).toBeLessThan(lineHeight * 1.5);
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

  test('the legal pages’ contents follow the reader, whole, at 1024×768 and at 1280×800', async ({ page }) => {
    for (const path of ['/privacy-policy', '/terms-of-service']) {
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.goto(path);
      // The same load is measured at each size: the contents' position follows layout, not the load.
      for (const viewport of [
        { width: 1024, height: 768 },
        { width: 1280, height: 800 },
      ]) {
        await test.step(`${path} at ${viewport.width}×${viewport.height}`, async () => {
          await page.setViewportSize(viewport);
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
        });
      }
    }
  });
});

test('a blog post ends with the quote band, as the other pages do', async ({ request }) => {
  const post = await firstPost(request);
  const { document } = await fetchDocument(request, post);
  const last = [...document.querySelectorAll('main > section')].at(-1)!;
  expect(last.getAttribute('aria-labelledby')).toBe('quote-banner-title');
  // As a visitor finds it by role and name: a shown link whose name holds "Get a Quote".
  const quoteLinks = [...last.querySelectorAll('a[href]')].filter(
    (link) =>
      shownWithoutScript(link) &&
      !link.closest('[aria-hidden="true"]') &&
      /get a quote/i.test((link.getAttribute('aria-label') ?? textShownWithoutScript(link)).replace(/\s+/g, ' ')),
  );
  expect(quoteLinks).toHaveLength(1);
  expect(quoteLinks[0]!.getAttribute('href')).toBe(`/contact?from=${post}`);
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
