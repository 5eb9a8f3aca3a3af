import { expect, test } from '@playwright/test';
import { site } from '../content/site';
import { FIXTURE } from './servers/contentful-fixtures';
import { listedTitles, postLink, PUBLISHED_TITLES, revalidate } from './support/blog';
import { E2E_SECRETS } from './support/variants';

// The blog on the `main` build, whose posts come from the Content Delivery API stand-in
// (e2e/servers/contentful.ts) through CONTENTFUL_HOST. These tests only read it; the ones that
// change what Contentful holds are in blog.live.spec.ts.

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
    // A link to the contact page names the post it is in, as the site's quote links do.
    await expect(main.getByRole('link', { name: 'Ask for a quote' })).toHaveAttribute('href', `/contact?from=${path}`);
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
    await expect(main.getByRole('link', { name: 'venue' })).toHaveAttribute('href', `/contact?from=/blog/${FIXTURE.drones.slug}`);
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

  test('Copy link copies the address during the press, before the toast library downloads, and says so', async ({
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
    await expect(page.getByText('Link copied to clipboard', { exact: true })).toBeVisible();
    expect(writesAtRequest).toEqual([1]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${path}`);
    // Scripts the page still fetches (prefetches) must not outlive the test in the route above.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
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

/** The webhook and draft mode, where they change nothing. */
test.describe('webhook and draft mode', () => {
  test('a body that is not JSON gets 400', async ({ request }) => {
    const response = await revalidate(request, '{"sys": ');
    expect(response.status()).toBe(400);
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
});
