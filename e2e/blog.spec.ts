import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { site } from '../content/site';
import { CONTENTFUL, cms, uniqueEntry } from './servers/contentful';
import { FIXTURE, imageAsset } from './servers/contentful-fixtures';
import { expectListed, listedTitles, requestsSince, revalidate } from './support/blog';
import { filesUnder } from './support/files';
import { distDir, E2E_CONTENTFUL_TIMING, E2E_SECRETS, variantByName } from './support/variants';

// The blog on the `main` build, whose posts come from the Content Delivery API stand-in
// (e2e/servers/contentful.ts) through CONTENTFUL_HOST.

const PUBLISHED_TITLES = [
  FIXTURE.lighting.title,
  FIXTURE.drones.title,
  FIXTURE.grading.title,
  FIXTURE.reels.title,
  FIXTURE.behindScenes.title,
];

const postLink = (page: Page, title: string) => page.getByRole('main').getByRole('heading', { name: title }).getByRole('link');

test.describe('the list at /blog', () => {
  test('shows the published fixture posts as cards, newest first, and drops entries without a title', async ({ page }) => {
    await page.goto('/blog');
    await expect(page).toHaveTitle(`Blog: Insights & Tips on Videography | ${site.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights & Tips on Videography');
    const cards = page.getByRole('main').getByRole('article');
    // The fixture posts, in date order (tests may have added their own posts after them).
    const titles = await cards.getByRole('heading').allTextContents();
    expect(titles.filter((title) => PUBLISHED_TITLES.includes(title as never))).toEqual(PUBLISHED_TITLES);
    expect(titles).not.toContain(FIXTURE.draft.title);
    expect(titles.join(' ')).not.toMatch(/12345|fixture-untitled/);

    const card = cards.filter({ hasText: FIXTURE.lighting.title });
    await expect(card.getByRole('img', { name: 'A presenter lit by a soft key light' })).toBeVisible();
    await expect(card.locator('time')).toHaveAttribute('datetime', '2026-10-01');
    await expect(card.locator('time')).toHaveText('1 October 2026');
    await expect(card.getByText('Three lights, one small room')).toBeVisible();
    await expect(postLink(page, FIXTURE.lighting.title)).toHaveAttribute('href', `/blog/${FIXTURE.lighting.slug}`);
    await expect(card.getByRole('link', { name: /^Read more/ })).toHaveAttribute('href', `/blog/${FIXTURE.lighting.slug}`);

    // No image: the placeholder. No slug: the entry id is the slug.
    await expect(cards.filter({ hasText: FIXTURE.drones.title }).getByTestId('post-image-placeholder')).toBeVisible();
    await expect(postLink(page, FIXTURE.behindScenes.title)).toHaveAttribute('href', `/blog/${FIXTURE.behindScenes.id}`);
    // Excerpt fallbacks: the body's start, and the author sentence for a post with no body.
    await expect(cards.filter({ hasText: FIXTURE.drones.title })).toContainText(
      'Check the venue first. Then check the airspace.',
    );
    await expect(cards.filter({ hasText: FIXTURE.reels.title })).toContainText(
      `Videography insights and techniques by ${site.owner}.`,
    );
  });

  test('lays the cards out in 1, 2 and 3 columns and shows no category filter', async ({ page }) => {
    for (const [width, columns] of [
      [375, 1],
      [800, 2],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/blog');
      const grid = page
        .getByRole('main')
        .getByRole('list')
        .filter({ has: page.getByRole('article') });
      const template = await grid.evaluate((list) => getComputedStyle(list).gridTemplateColumns);
      expect(template.split(' ')).toHaveLength(columns);
    }
    await expect(page.getByRole('main').getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('main').getByText(/categor/i)).toHaveCount(0);
  });

  test('links the RSS feed from the head of every page', async ({ page }) => {
    for (const path of ['/blog', `/blog/${FIXTURE.lighting.slug}`, '/no-such-page']) {
      await page.goto(path);
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        /\/blog\/rss\.xml$/,
      );
    }
  });
});

test.describe('a post at /blog/{slug}', () => {
  const path = `/blog/${FIXTURE.lighting.slug}`;

  test('shows Back to Blog, date, title, image and the rich-text body with safe links only', async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(`${FIXTURE.lighting.title} | ${site.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Three lights, one small room/);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(FIXTURE.lighting.title);
    await expect(main.locator('header time')).toHaveText('1 October 2026');
    await expect(main.getByRole('img', { name: 'A presenter lit by a soft key light' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Start with the window' })).toBeVisible();
    await expect(main.locator('strong', { hasText: 'hard' })).toBeVisible();
    // The embedded image the response included, with its title as alt text.
    await expect(main.getByRole('img', { name: 'A product on a turntable under studio lights' })).toBeVisible();
    // What the site cannot show (an embedded entry, a link to an entry that is not a post) leaves no trace.
    await expect(main.getByText(/id:/)).toHaveCount(0);
    await expect(main.locator('[data-embed]')).toHaveCount(0);
    await expect(main.getByText('talk to the team or print')).toBeVisible();
    // A link to another post goes to its page; a link to a file and an embedded file download it.
    await expect(main.getByRole('link', { name: 'the drone rules' })).toHaveAttribute('href', `/blog/${FIXTURE.drones.slug}`);
    await expect(main.getByRole('link', { name: 'the checklist' })).toHaveAttribute('href', '/downloads/seven-questions.pdf');
    await expect(main.getByText('(PDF, 29 KB)')).toBeVisible();
    const download = main.getByRole('link', { name: /Lighting checklist/ });
    await expect(download).toContainText('lighting-checklist.pdf · 29 KB');
    await expect(download).toHaveAttribute('download', 'lighting-checklist.pdf');
    expect((await page.request.get((await download.getAttribute('href'))!)).status()).toBe(200);
    // Headings can be linked to.
    await expect(main.locator('h2#start-with-the-window')).toBeVisible();

    const external = main.getByRole('link', { name: 'lighting guide (opens in a new tab)' });
    await expect(external).toHaveAttribute('href', 'https://example.com/lighting-guide');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(main.getByRole('link', { name: 'Ask for a quote' })).toHaveAttribute('href', '/contact');
    // A call to action placed in the body, and a link to a film, lead to their pages.
    const action = main.getByRole('region', { name: FIXTURE.callToAction.heading });
    await expect(action.getByRole('link', { name: FIXTURE.callToAction.button })).toHaveAttribute(
      'href',
      `/contact?from=${path}`,
    );
    await expect(main.getByRole('link', { name: 'a finished film' })).toHaveAttribute(
      'href',
      `/portfolio/${FIXTURE.filmLink.slug}`,
    );
    // Hostile links render as text: no javascript: or data: address anywhere in the page.
    await expect(main.getByText('this hostile link')).toBeVisible();
    await expect(main.getByRole('link', { name: 'this hostile link' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'this data link' })).toHaveCount(0);
    expect(await page.locator('[href^="javascript:" i], [href^="data:" i], [src^="javascript:" i]').count()).toBe(0);
  });

  test('in draft preview the owner sees a line naming each embed the site leaves out', async ({ page }) => {
    await page.goto(`/api/draft?secret=${E2E_SECRETS.preview}&slug=${FIXTURE.lighting.slug}`);
    const main = page.getByRole('main');
    await expect(main.getByText('embedded-entry-block id: fxCallToAction')).toBeVisible();
    await expect(main.getByText('entry-hyperlink id: fxCallToAction')).toBeVisible();
    await page.getByRole('button', { name: 'Exit preview' }).click();
    await page.goto(path);
    await expect(page.getByRole('main').getByText(/id:/)).toHaveCount(0);
  });

  test('a text body renders as Markdown', async ({ page }) => {
    await page.goto(`/blog/${FIXTURE.drones.slug}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'On the day' })).toHaveAttribute('id', 'on-the-day');
    await expect(main.locator('li strong', { hasText: 'operator ID' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'venue' })).toHaveAttribute('href', '/contact');
    await expect(main.getByText('##')).toHaveCount(0);
  });

  test('shares to X, Facebook and LinkedIn in a new tab with the encoded title and absolute URL', async ({ page, baseURL }) => {
    await page.goto(path);
    const share = page.getByRole('region', { name: 'Share This Article' });
    const url = `${baseURL}${path}`;
    for (const [network, host, urlParam, titleParam] of [
      ['X', 'x.com', 'url', 'text'],
      ['Facebook', 'www.facebook.com', 'u', 't'],
      ['LinkedIn', 'www.linkedin.com', 'url', 'title'],
    ] as const) {
      const link = share.getByRole('link', { name: `Share on ${network} (opens in a new tab)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const href = new URL((await link.getAttribute('href'))!);
      expect(href.hostname).toBe(host);
      expect(href.searchParams.get(urlParam)).toBe(url);
      expect(href.searchParams.get(titleParam)).toBe(FIXTURE.lighting.title);
    }
  });

  test('lists up to three related articles: same category first, then the newest', async ({ page }) => {
    await page.goto(path);
    const related = page.getByRole('region', { name: 'Related Articles' });
    const links = related.getByRole('heading', { level: 3 }).getByRole('link');
    await expect(links).toHaveText([FIXTURE.grading.title, FIXTURE.drones.title, FIXTURE.reels.title]);
    await expect(links.first()).toHaveAttribute('href', `/blog/${FIXTURE.grading.slug}`);
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/blog/${FIXTURE.grading.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FIXTURE.grading.title);
  });

  test('Copy link copies the address and confirms with a toast shown for 5 s, one at a time, reachable with F8', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await page.goto(path);
    // Timed in the page, so a busy test runner noticing the toast late does not shorten it.
    await page.evaluate(() => {
      const times: { shown?: number; gone?: number } = {};
      Object.assign(window, { toastTimes: times });
      new MutationObserver(() => {
        const present = document.querySelector('[data-sonner-toast]') !== null;
        if (present && times.shown === undefined) times.shown = performance.now();
        if (!present && times.shown !== undefined && times.gone === undefined) times.gone = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    const button = page.getByRole('button', { name: 'Copy link' });
    await button.click();
    const toast = page.locator('[data-sonner-toast]', { hasText: 'Link copied to clipboard' });
    await expect(toast).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${path}`);
    await expect(toast).toHaveCount(0, { timeout: 9_000 });
    const shownFor = await page.evaluate(() => {
      const { shown, gone } = (window as unknown as { toastTimes: { shown: number; gone: number } }).toastTimes;
      return gone - shown;
    });
    expect(shownFor).toBeGreaterThan(4_000);
    expect(shownFor).toBeLessThan(8_000);

    // Pressing again and again still shows one toast at a time.
    await button.click();
    await button.click();
    await button.click();
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(1);
    // F8 moves focus to the notifications.
    await page.keyboard.press('F8');
    await expect(page.locator('[data-sonner-toaster]')).toBeFocused();
  });

  test('Copy link writes the address during the press, before the toast library downloads', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    // Record each clipboard write (Safari refuses one made after a download that followed the press).
    await page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, { clipboardWrites: calls });
      const write = navigator.clipboard.writeText.bind(navigator.clipboard);
      navigator.clipboard.writeText = (text: string) => {
        calls.push(text);
        return write(text);
      };
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // The clipboard writes made by the time the toast library's script was requested.
    const writesAtRequest: number[] = [];
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      const writes = await page.evaluate(() => (window as unknown as { clipboardWrites: string[] }).clipboardWrites.length);
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('data-sonner-toaster')) writesAtRequest.push(writes);
      await route.fulfill({ response, body });
    });
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.locator('[data-sonner-toast]', { hasText: 'Link copied to clipboard' })).toBeVisible();
    expect(writesAtRequest).toEqual([1]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${path}`);
    // Scripts the page still fetches (prefetches) must not outlive the test in the route above.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a swipe to the right dismisses the toast', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await page.goto(path);
    await page.getByRole('button', { name: 'Copy link' }).click();
    const toast = page.locator('[data-sonner-toast]').first();
    await expect(toast).toHaveAttribute('data-mounted', 'true');
    // Grab the toast where it rests, not while it is still sliding in.
    await toast.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    // A finger moves over several frames; the toast follows it one frame at a time.
    for (const x of [30, 50, 80, 110, 140]) {
      await page.mouse.move(box.x + x, y);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
    await page.mouse.up();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 3_000 });
  });

  test('carries BlogPosting and BreadcrumbList structured data', async ({ page, baseURL }) => {
    await page.goto(path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
    const posting = data.find((item) => item['@type'] === 'BlogPosting')!;
    expect(posting).toMatchObject({
      headline: FIXTURE.lighting.title,
      datePublished: '2026-10-01',
      image: `${baseURL}/images/projects/weffan.jpg`,
      author: { '@type': 'Person', name: site.owner },
      publisher: { name: site.name },
    });
    expect(String(posting.dateModified)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const breadcrumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(breadcrumbs.itemListElement.map((item) => item.name)).toEqual(['Home', 'Blog', FIXTURE.lighting.title]);
  });

  test('a plain-text body keeps its line breaks; an array body is paragraphs; no body shows how to add one', async ({ page }) => {
    await page.goto(`/blog/${FIXTURE.drones.slug}`);
    const body = page.getByRole('main').locator('p', { hasText: 'Check the venue first.' });
    expect(await body.innerText()).toBe('Check the venue first.\nThen check the airspace.');
    await expect(page.getByRole('main').locator('li', { hasText: 'Carry your operator ID.' })).toBeVisible();

    await page.goto(`/blog/${FIXTURE.grading.slug}`);
    await expect(page.getByRole('main').locator('p', { hasText: /^Colour sets the mood/ })).toHaveCount(1);
    await expect(page.getByRole('main').locator('p', { hasText: /^A consistent grade/ })).toHaveCount(1);

    await page.goto(`/blog/${FIXTURE.reels.slug}`);
    await expect(page.getByRole('heading', { name: 'This post is awaiting content' })).toBeVisible();
    await expect(page.getByText(/open the entry in Contentful/)).toBeVisible();
  });

  test('an entry without a slug is served at its id; one with a slug moves from its id to its slug', async ({
    page,
    request,
  }) => {
    await page.goto(`/blog/${FIXTURE.behindScenes.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FIXTURE.behindScenes.title);
    // An entry id is not among the addresses the build rendered: until a read of Contentful knows it
    // (a visitor waits a second at most), the address may lead to /blog.
    await expect
      .poll(async () => {
        const moved = await request.get('/blog/fxLighting0001', { maxRedirects: 0 });
        return `${moved.status()} ${moved.headers().location ?? ''}`;
      })
      .toMatch(new RegExp(`^308 .*/blog/${FIXTURE.lighting.slug}$`));
  });

  test('a missing post redirects to /blog', async ({ page }) => {
    for (const slug of ['no-such-post-anywhere', 'fixture-untitled']) {
      await page.goto(`/blog/${slug}`);
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights & Tips on Videography');
    }
  });
});

test.describe('the RSS feed', () => {
  test('parses as RSS 2.0 and lists the posts with absolute links', async ({ page, request, baseURL }) => {
    const response = await request.get('/blog/rss.xml');
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    await page.goto('/blog');
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        version: doc.documentElement.getAttribute('version'),
        root: doc.documentElement.nodeName,
        items: [...doc.querySelectorAll('channel > item')].map((item) => ({
          title: item.querySelector('title')?.textContent,
          link: item.querySelector('link')?.textContent,
          pubDate: item.querySelector('pubDate')?.textContent,
        })),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed).toMatchObject({ root: 'rss', version: '2.0' });
    const fixtureItems = feed.items.filter((item) => PUBLISHED_TITLES.includes(item.title as never));
    expect(fixtureItems.map((item) => item.title)).toEqual(PUBLISHED_TITLES);
    expect(fixtureItems[0]).toMatchObject({
      link: `${baseURL}/blog/${FIXTURE.lighting.slug}`,
      pubDate: 'Thu, 01 Oct 2026 00:00:00 GMT',
    });
  });
});

test("addresses with malformed percent-encoding get the site's 404 page with its security headers", async ({ request }) => {
  for (const path of ['/%ff', '/blog/%c0%af', '/blog/%ff/opengraph-image', '/%E0%A4%A']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([400, 404], path).toContain(response.status());
    expect(response.headers()['content-security-policy'], path).toContain("default-src 'self'");
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    // The site's own not-found page, not a bare error.
    expect(await response.text(), path).toContain('id="not-found-title"');
  }
});

/**
 * Tests that change the stand-in's content or make it fail. Serial, so their failures
 * never overlap; each adds only its own uniquely named entries and removes them after.
 */
test.describe('freshness and resilience', () => {
  test.describe.configure({ mode: 'serial' });

  const added: string[] = [];
  test.afterEach(async ({ request }) => {
    await cms().recover();
    for (const id of added.splice(0)) await cms().deleteEntry(id);
    // Drop this test's posts from the list again.
    await revalidate(request);
  });

  /** Waits until /blog is served fresh (no refresh pending), so it stays as it is for the next five minutes. */
  async function settleList(request: APIRequestContext) {
    await expect
      .poll(async () => (await request.get('/blog')).headers()['x-nextjs-cache'], { intervals: [100, 250, 500] })
      .toBe('HIT');
  }

  async function addPost(prefix: string, extra: Record<string, unknown> = {}) {
    const { id, slug } = uniqueEntry(prefix);
    const title = `Fresh post ${id}`;
    added.push(id);
    await cms().putEntry(id, {
      title,
      slug,
      date: '2030-01-01',
      categories: ['Corporate'],
      content: `Body of ${title}.`,
      ...extra,
    });
    return { id, slug, title };
  }

  test('a post published after the build renders at its URL at once and joins /blog after the webhook', async ({
    page,
    request,
  }) => {
    await settleList(request);
    const post = await addPost('fresh');
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    // The list is cached: without the webhook it still shows what it showed.
    expect(await listedTitles(request)).not.toContain(post.title);

    const response = await revalidate(request);
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ revalidated: true });
    await expectListed(request, post.title);
    // The feed is refreshed with it.
    await expect
      .poll(async () => (await (await request.get('/blog/rss.xml')).text()).includes(post.title), { timeout: 30_000 })
      .toBe(true);
  });

  test('a missing or wrong secret gets 401 and revalidates nothing', async ({ request }) => {
    await settleList(request);
    const post = await addPost('secret');
    for (const secret of [null, '', 'wrong-secret-0123456789', `${E2E_SECRETS.revalidate}x`]) {
      const response = await revalidate(request, undefined, secret);
      expect(response.status(), `secret ${secret}`).toBe(401);
      expect(await response.json()).toMatchObject({ revalidated: false });
    }
    // A refused call leaves the list fresh: served from the cache, with no refresh started.
    expect(await listedTitles(request)).not.toContain(post.title);
    expect((await request.get('/blog')).headers()['x-nextjs-cache']).toBe('HIT');
  });

  test('a body that is not JSON gets 400', async ({ request }) => {
    const response = await revalidate(request, '{"sys": ');
    expect(response.status()).toBe(400);
  });

  test('the webhook refreshes the post its body names', async ({ page, request }) => {
    const post = await addPost('named');
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    const renamed = `${post.title} (updated)`;
    await cms().putEntry(post.id, { title: renamed, slug: post.slug, date: '2030-01-01', content: 'Updated body.' });
    const response = await revalidate(request, {
      sys: { type: 'Entry', id: post.id, contentType: { sys: { id: 'blogPost' } } },
      fields: { title: { 'en-US': renamed }, slug: { 'en-US': post.slug } },
    });
    expect(await response.json()).toMatchObject({
      revalidated: true,
      tags: expect.arrayContaining([`blog-post:${post.id}`, `blog-post:${post.slug}`]),
    });
    await expect
      .poll(async () => (await (await request.get(`/blog/${post.slug}`)).text()).includes(renamed), { timeout: 30_000 })
      .toBe(true);
  });

  test('while a post is on its way, the list shows the loading state', async ({ page, request }) => {
    test.setTimeout(90_000);
    const post = await addPost('slow');
    await revalidate(request);
    await expectListed(request, post.title);
    // Its page was never generated, and Contentful now answers slowly.
    await cms().fail({ kind: 'slow', delayMs: 2500 }, 12);
    // The list already holds the post, so its page may render at once; the page's data is held
    // back until the loading state has been seen, whether it was prefetched or not.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(new RegExp(`/blog/${post.slug}\\?_rsc=`), async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/blog');
    await postLink(page, post.title).click();
    await expect(page.getByRole('status')).toHaveText('Loading blog post...');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title, { timeout: 60_000 });
    await expect(page.getByRole('status')).toHaveCount(0);
  });

  /**
   * Visits a new post while Contentful answers `status` `times` times; the statuses it answered meanwhile.
   * A visitor waits on Contentful for a second at most: while the SDK's retries last, the address may send
   * them to /blog, and it shows the post as soon as a retry has read it.
   */
  async function visitThroughFailures(page: Page, status: 500 | 429, times: number) {
    const post = await addPost(`status${status}`);
    const since = Date.now();
    await cms().fail({ kind: 'status', status }, times);
    await expect
      .poll(
        async () => {
          await page.goto(`/blog/${post.slug}`);
          return page.getByRole('heading', { level: 1 }).textContent();
        },
        { timeout: 30_000, intervals: [500, 1000] },
      )
      .toBe(post.title);
    return (await requestsSince(since)).map((entry) => entry.status);
  }

  test('Contentful answering 500 and then recovering is retried and the page shows the post', async ({ page }) => {
    const statuses = await visitThroughFailures(page, 500, 2);
    // The address lookup and the page may both read; whichever met the 500s retried until a 200.
    expect(statuses.filter((status) => status === 500)).toHaveLength(2);
    expect(statuses.slice(statuses.lastIndexOf(500))).toContain(200);
  });

  test('a rate limit (429) is waited out and retried', async ({ page }) => {
    expect((await visitThroughFailures(page, 429, 1)).slice(0, 2)).toEqual([429, 200]);
  });

  test('Contentful failing during a revalidation leaves the posts on /blog and on their pages', async ({ page, request }) => {
    test.setTimeout(120_000);
    const since = Date.now();
    await cms().fail({ kind: 'status', status: 500 });
    expect((await revalidate(request)).status()).toBe(200);
    // The first visit gets the stale page and starts the refresh, which fails after the SDK's retries.
    await page.goto('/blog');
    await expect
      .poll(async () => (await requestsSince(since)).filter((entry) => entry.status === 500).length, {
        timeout: 60_000,
        intervals: [250],
      })
      .toBeGreaterThanOrEqual(E2E_CONTENTFUL_TIMING.retryLimit + 1);
    for (let visit = 0; visit < 2; visit++) {
      await page.goto('/blog');
      await expect(page.getByText('Error loading blog posts')).toHaveCount(0);
      await expect(postLink(page, FIXTURE.lighting.title)).toBeVisible();
      expect(await listedTitles(request)).toEqual(expect.arrayContaining(PUBLISHED_TITLES));
    }
    await page.goto(`/blog/${FIXTURE.grading.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FIXTURE.grading.title);
    await cms().recover();
  });

  test('draft mode shows an unpublished post only with the secret, and never to the public', async ({
    page,
    browser,
    request,
  }) => {
    const draftPath = `/blog/${FIXTURE.draft.slug}`;
    expect(
      (await request.get(`/api/draft?secret=wrong-secret-0123456789&slug=${FIXTURE.draft.slug}`, { maxRedirects: 0 })).status(),
    ).toBe(401);
    expect((await request.get(`/api/draft?slug=${FIXTURE.draft.slug}`, { maxRedirects: 0 })).status()).toBe(401);

    await page.goto(`/api/draft?secret=${E2E_SECRETS.preview}&slug=${FIXTURE.draft.slug}`);
    await expect(page).toHaveURL(new RegExp(`${draftPath}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FIXTURE.draft.title);
    await expect(page.getByRole('complementary', { name: 'Draft preview' })).toBeVisible();

    // Someone else, without the draft cookie, never gets the draft (nor a cached copy of it).
    const visitor = await browser.newPage();
    await visitor.goto(draftPath);
    await expect(visitor).toHaveURL(/\/blog$/);
    await visitor.close();
    expect(await listedTitles(request)).not.toContain(FIXTURE.draft.title);

    await page.getByRole('button', { name: 'Exit preview' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.goto(draftPath);
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("a Contentful image is sized by Contentful's Images API and fetched from its CDN", async ({ page }) => {
    const assetId = uniqueEntry('asset').id;
    const original = `https://images.ctfassets.net/${CONTENTFUL.space}/${assetId}/hash/crew.jpg`;
    await cms().putAsset(imageAsset(assetId, 'A crew filming on a beach', original.replace('https:', '')));
    const post = await addPost('ctfimage', {
      content: {
        nodeType: 'document',
        data: {},
        content: [
          {
            nodeType: 'embedded-asset-block',
            data: { target: { sys: { type: 'Link', linkType: 'Asset', id: assetId } } },
            content: [],
          },
        ],
      },
    });
    // Contentful's CDN, answered locally: the addresses asked for are what the test checks.
    const fromContentful: string[] = [];
    await page.route('https://images.ctfassets.net/**', (route) => {
      fromContentful.push(route.request().url());
      return route.fulfill({ path: 'public/images/projects/weffan.jpg', contentType: 'image/jpeg' });
    });
    const throughOptimiser: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_next/image') && request.url().includes('ctfassets')) throughOptimiser.push(request.url());
    });

    await page.goto(`/blog/${post.slug}`);
    const image = page.getByRole('img', { name: 'A crew filming on a beach' });
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    // Every candidate asks Contentful for its own width, at quality 75, as WebP.
    const candidates = (await image.getAttribute('srcset'))!.split(', ').map((candidate) => candidate.split(' '));
    expect(candidates.length).toBeGreaterThan(2);
    for (const [address, descriptor] of candidates) {
      const url = new URL(address!);
      expect(`${url.origin}${url.pathname}`).toBe(original);
      expect(Object.fromEntries(url.searchParams)).toEqual({ w: descriptor!.replace('w', ''), q: '75', fm: 'webp' });
    }
    const shown = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(fromContentful).toContain(shown);
    expect(throughOptimiser).toEqual([]);
  });

  test('a draft whose slug is still empty opens by its entry id', async ({ page, request }) => {
    const { id } = uniqueEntry('draft');
    const title = `Draft ${id}`;
    added.push(id);
    await cms().putEntry(id, { title, date: '2030-01-01', content: 'Draft body.' }, { published: false });
    const draft = (query: string) => `/api/draft?secret=${E2E_SECRETS.preview}&${query}`;
    expect((await request.get(draft('slug=&id='), { maxRedirects: 0 })).status()).toBe(400);
    expect((await request.get(draft('slug=&id=a%2Fb'), { maxRedirects: 0 })).status()).toBe(400);

    await page.goto(draft(`slug=&id=${id}`));
    await expect(page).toHaveURL(new RegExp(`/blog/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.getByRole('button', { name: 'Exit preview' }).click();
  });

  test('the stand-in was read page by page (pagination followed to the end)', async ({ page }) => {
    const post = await addPost('paged');
    const since = Date.now();
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    const paths = (await requestsSince(since))
      .filter((entry) => entry.api === 'delivery')
      .map((entry) => new URL(entry.path, 'http://x').searchParams.get('skip'));
    // Page size 3 at the stand-in: skip 0, 3, 6, … until every entry was read.
    expect(paths.slice(0, 3)).toEqual(['0', '3', '6']);
    expect(CONTENTFUL.pageSize).toBe(3);
  });

  test('hundreds of made-up addresses add nothing to the page cache, while a new post still renders on its first visit', async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const dist = distDir(variantByName('main'));
    const before = filesUnder(dist);

    // Published after the build, looked up on its first visit.
    const post = await addPost('first-visit');
    const first = await request.get(`/blog/${post.slug}`, { maxRedirects: 0 });
    expect(first.status()).toBe(200);
    expect(await first.text()).toContain(post.title);

    const { id } = uniqueEntry('madeup');
    const addresses = Array.from({ length: 300 }, (_, index) => `/blog/${id}-${index}`);
    for (let start = 0; start < addresses.length; start += 10) {
      await Promise.all(
        addresses.slice(start, start + 10).map(async (address) => {
          const page = await request.get(address, { maxRedirects: 0 });
          expect(page.status(), address).toBe(307);
          expect(page.headersArray().filter((header) => header.name.toLowerCase() === 'location')).toEqual([
            { name: expect.stringMatching(/^location$/i), value: expect.stringMatching(/\/blog$/) },
          ]);
          const image = await request.get(`${address}/opengraph-image`, { maxRedirects: 0 });
          expect(image.status(), `${address}/opengraph-image`).toBe(404);
        }),
      );
    }

    const after = filesUnder(dist);
    const added = [...after.keys()].filter((file) => !before.has(file));
    expect(added.filter((file) => file.includes(id))).toEqual([]);
    // Without the made-up addresses' own files, what changed is the new post and refreshed blog pages
    // (tests running beside this one fill the cache for other pages and images).
    const others = added.filter(
      (file) =>
        !file.includes(post.slug) &&
        !file.includes('/cache/images/') &&
        !(file.includes('/route-cache/') && !file.includes('/blog')),
    );
    expect(others.length, others.join('\n')).toBeLessThan(10);
    const bytes = (files: Map<string, number>) => [...files.values()].reduce((sum, size) => sum + size, 0);
    const grownBy =
      bytes(after) -
      bytes(before) -
      added.filter((file) => file.includes(post.slug)).reduce((sum, file) => sum + after.get(file)!, 0);
    expect(grownBy).toBeLessThan(1024 * 1024);
  });

  // Last in this serial group: it spends the site's fresh reads for the next few seconds.
  test('a flood of made-up post addresses does not read the whole blog once for each', async ({ request }) => {
    const { id } = uniqueEntry('made-up');
    const since = Date.now();
    for (let index = 0; index < 20; index += 1) {
      const response = await request.get(`/blog/${id}-${index}`, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers().location).toMatch(/\/blog$/);
    }
    const elapsed = Date.now() - since;
    // A read of the whole blog starts at skip=0 (other tests' refreshes may add one or two).
    const reads = (await requestsSince(since)).filter(
      (entry) => entry.api === 'delivery' && new URL(entry.path, 'http://x').searchParams.get('skip') === '0',
    ).length;
    expect(reads).toBeLessThanOrEqual(5 + Math.ceil(elapsed / 2000) + 2);
    expect(reads).toBeLessThan(20);
  });
});
