import { expect, test } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { site } from '../content/site';
import { FIXTURE } from './servers/contentful-fixtures';
import { listedTitles, PUBLISHED_TITLES, revalidate } from './support/blog';
import { collapseWhitespace, fetchDocument, shownWithoutScript, textOf, textShownWithoutScript } from './support/html';
import { whenHydrated } from './support/hydration';
import { E2E_SECRETS } from './support/variants';

// The blog on the `main` build, whose posts come from the Content Delivery API stand-in
// (e2e/servers/contentful.ts) through CONTENTFUL_HOST. These tests only read it; the ones that
// change what Contentful holds are in blog.live.spec.ts. What the server sends is read from its
// HTML; a browser opens only for layout, clicks and scripts.

/** Text of an element as a screen reader takes it: images by their alt text, aria-hidden parts left out. */
function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const image of [...copy.querySelectorAll('img')]) image.replaceWith(` ${image.getAttribute('alt') ?? ''} `);
  for (const silent of [...copy.querySelectorAll('script, style, [aria-hidden="true"]')]) silent.remove();
  return textOf(copy);
}

/** The accessible name an element takes from its markup. */
function nameOf(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    return collapseWhitespace(
      labelledBy
        .split(/\s+/)
        .map((id) => spokenText(element.ownerDocument.getElementById(id)!))
        .join(' '),
    );
  }
  if (element.hasAttribute('aria-label')) return collapseWhitespace(element.getAttribute('aria-label'));
  if (element.tagName === 'IMG') return collapseWhitespace(element.getAttribute('alt'));
  return spokenText(element);
}

const ROLES = {
  link: 'a[href]',
  img: 'img[alt]:not([alt=""])',
  region: 'section[aria-label], section[aria-labelledby], [role="region"]',
  heading: 'h1, h2, h3, h4, h5, h6',
} as const;

/** Elements of a role whose name holds `name` (a string ignores case, as Playwright's getByRole does). */
function byRole(root: ParentNode, role: keyof typeof ROLES | `h${1 | 2 | 3 | 4 | 5 | 6}`, name?: string | RegExp): Element[] {
  const selector = role in ROLES ? ROLES[role as keyof typeof ROLES] : role;
  return [...root.querySelectorAll(selector)].filter((element) => {
    if (name === undefined) return true;
    const accessible = nameOf(element);
    return typeof name === 'string' ? accessible.toLowerCase().includes(name.toLowerCase()) : name.test(accessible);
  });
}

/** The one element of a role with this name (fails on none or several, as a strict locator does). */
function theOne(root: ParentNode, role: Parameters<typeof byRole>[1], name?: string | RegExp): Element {
  const found = byRole(root, role, name);
  expect(found, `one ${role} named ${String(name)}`).toHaveLength(1);
  return found[0]!;
}

/** The one element of a role with this name, shown without script. */
function shown(root: ParentNode, role: Parameters<typeof byRole>[1], name?: string | RegExp): Element {
  const element = theOne(root, role, name);
  expect(shownWithoutScript(element), `${role} ${String(name)} is shown`).toBe(true);
  return element;
}

/** All text of an element, hidden parts included (scripts and styles left out). */
function allText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const code of [...copy.querySelectorAll('script, style')]) code.remove();
  return textOf(copy);
}

const shownText = (element: Element) => collapseWhitespace(textShownWithoutScript(element));

/** The elements matching a selector whose text holds `text`. */
const withText = (root: ParentNode, selector: string, text: string | RegExp) =>
  [...root.querySelectorAll(selector)].filter((element) =>
    typeof text === 'string' ? allText(element).includes(text) : text.test(allText(element)),
  );

test.describe('the list at /blog', () => {
  test('ends with the quote band after the articles and the RSS link, its button naming the page', async ({ request }) => {
    const { document } = await fetchDocument(request, '/blog');
    const band = document.querySelector('main section[aria-labelledby="quote-banner-title"]');
    expect(band && shownWithoutScript(band)).toBe(true);
    const articles = document.querySelector('main section[aria-label="Articles"]')!;
    expect(articles.compareDocumentPosition(band!) & articles.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(articles.textContent).toContain('Subscribe with RSS');
    const links = [...band!.querySelectorAll('a')].filter((link) => textOf(link) === 'Get a Quote');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/contact?from=/blog']);
  });

  test('shows the published fixture posts as cards, newest first, and drops entries without a title', async ({ request }) => {
    const { document } = await fetchDocument(request, '/blog');
    expect(document.title).toBe(`Blog: Insights & Tips on Videography | ${site.name}`);
    const main = document.querySelector('main')!;
    expect(byRole(main, 'h1').map(shownText)).toEqual(['Insights & Tips on Videography']);
    const cards = [...main.querySelectorAll('article')];
    // The fixture posts, in date order (tests may have added their own posts after them).
    const titles = cards.flatMap((card) => byRole(card, 'heading').map(allText));
    expect(titles.filter((title) => PUBLISHED_TITLES.includes(title as never))).toEqual(PUBLISHED_TITLES);
    expect(titles).not.toContain(FIXTURE.draft.title);
    expect(titles.join(' ')).not.toMatch(/12345|fixture-untitled/);
    const cardOf = (title: string) => {
      const found = cards.filter((card) => allText(card).includes(title));
      expect(found, `one card of ${title}`).toHaveLength(1);
      return found[0]!;
    };
    const titleLink = (title: string) => theOne(theOne(main, 'heading', title), 'link');

    const card = cardOf(FIXTURE.lighting.title);
    shown(card, 'img', 'A presenter lit by a soft key light');
    expect(card.querySelectorAll('time')).toHaveLength(1);
    expect(card.querySelector('time')!.getAttribute('datetime')).toBe('2026-10-01');
    expect(allText(card.querySelector('time')!)).toBe('1 October 2026');
    expect(withText(card, '*', 'Three lights, one small room').some(shownWithoutScript)).toBe(true);
    expect(titleLink(FIXTURE.lighting.title).getAttribute('href')).toBe(`/blog/${FIXTURE.lighting.slug}`);
    expect(theOne(card, 'link', /^Read more/).getAttribute('href')).toBe(`/blog/${FIXTURE.lighting.slug}`);

    // No image: the placeholder. No slug: the entry id is the slug.
    const placeholders = cardOf(FIXTURE.drones.title).querySelectorAll('[data-testid="post-image-placeholder"]');
    expect(placeholders).toHaveLength(1);
    expect(shownWithoutScript(placeholders[0]!)).toBe(true);
    expect(titleLink(FIXTURE.behindScenes.title).getAttribute('href')).toBe(`/blog/${FIXTURE.behindScenes.id}`);
    // Excerpt fallbacks: the body's start, and the author sentence for a post with no body.
    expect(allText(cardOf(FIXTURE.drones.title))).toContain('Check the venue first. Then check the airspace.');
    expect(allText(cardOf(FIXTURE.reels.title))).toContain(`Videography insights and techniques by ${site.owner}.`);
  });

  test('shows no category filter', async ({ request }) => {
    const { document } = await fetchDocument(request, '/blog');
    const main = document.querySelector('main')!;
    expect(main.querySelectorAll('select, [role="combobox"], [role="listbox"]')).toHaveLength(0);
    expect(main.querySelectorAll('button, [role="button"], input[type="button"], input[type="submit"]')).toHaveLength(0);
    expect(allText(main)).not.toMatch(/categor/i);
  });

  test('lays the cards out in 1, 2 and 3 columns', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/blog');
    const grid = page
      .getByRole('main')
      .getByRole('list')
      .filter({ has: page.getByRole('article') });
    // The columns follow the width alone, so one load serves every width.
    for (const [width, columns] of [
      [375, 1],
      [800, 2],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      const template = await grid.evaluate((list) => getComputedStyle(list).gridTemplateColumns);
      expect(template.split(' '), `${width} px`).toHaveLength(columns);
    }
  });

  test('links the RSS feed from the head of every page', async ({ request }) => {
    for (const path of ['/blog', `/blog/${FIXTURE.lighting.slug}`, '/no-such-page']) {
      const { document } = await fetchDocument(request, path);
      const feeds = document.querySelectorAll('head link[rel="alternate"][type="application/rss+xml"]');
      expect(feeds, path).toHaveLength(1);
      expect(feeds[0]!.getAttribute('href'), path).toMatch(/\/blog\/rss\.xml$/);
    }
  });
});

test.describe('a post at /blog/{slug}', () => {
  const path = `/blog/${FIXTURE.lighting.slug}`;

  test('shows Back to Blog, date, title, image and the rich-text body with safe links only', async ({ request }) => {
    const { document } = await fetchDocument(request, path);
    expect(document.title).toBe(`${FIXTURE.lighting.title} | ${site.name}`);
    const descriptions = document.querySelectorAll('meta[name="description"]');
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]!.getAttribute('content')).toMatch(/^Three lights, one small room/);
    const main = document.querySelector('main')!;
    expect(theOne(main, 'link', 'Back to Blog').getAttribute('href')).toBe('/blog');
    expect(byRole(main, 'h1').map(allText)).toEqual([FIXTURE.lighting.title]);
    expect([...main.querySelectorAll('header time')].map(allText)).toEqual(['1 October 2026']);
    shown(main, 'img', 'A presenter lit by a soft key light');
    shown(main, 'h2', 'Start with the window');
    expect(withText(main, 'strong', 'hard').filter(shownWithoutScript)).toHaveLength(1);
    // The embedded image the response included, with its title as alt text.
    shown(main, 'img', 'A product on a turntable under studio lights');
    // What the site cannot show (an embedded entry, a link to an entry that is not a post) leaves no trace.
    expect(allText(main)).not.toMatch(/id:/);
    expect(main.querySelectorAll('[data-embed]')).toHaveLength(0);
    expect(shownText(main)).toContain('talk to the team or print');
    // A link to another post goes to its page; a link to a file and an embedded file download it.
    expect(theOne(main, 'link', 'the drone rules').getAttribute('href')).toBe(`/blog/${FIXTURE.drones.slug}`);
    expect(theOne(main, 'link', 'the checklist').getAttribute('href')).toBe('/downloads/seven-questions.pdf');
    expect(shownText(main)).toContain('(PDF, 29 KB)');
    const download = theOne(main, 'link', /Lighting checklist/);
    expect(allText(download)).toContain('lighting-checklist.pdf · 29 KB');
    expect(download.getAttribute('download')).toBe('lighting-checklist.pdf');
    expect((await request.get(download.getAttribute('href')!)).status()).toBe(200);
    // Headings can be linked to.
    const anchor = main.querySelector('h2#start-with-the-window');
    expect(anchor && shownWithoutScript(anchor)).toBe(true);

    const external = theOne(main, 'link', 'lighting guide (opens in a new tab)');
    expect(external.getAttribute('href')).toBe('https://example.com/lighting-guide');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    // A link to the contact page names the post it is in, as the site's quote links do.
    expect(theOne(main, 'link', 'Ask for a quote').getAttribute('href')).toBe(`/contact?from=${path}`);
    // A call to action placed in the body, and a link to a film, lead to their pages.
    const action = theOne(main, 'region', FIXTURE.callToAction.heading);
    expect(theOne(action, 'link', FIXTURE.callToAction.button).getAttribute('href')).toBe(`/contact?from=${path}`);
    expect(theOne(main, 'link', 'a finished film').getAttribute('href')).toBe(`/portfolio/${FIXTURE.filmLink.slug}`);
    // Hostile links render as text: no javascript: or data: address anywhere in the page.
    expect(shownText(main)).toContain('this hostile link');
    expect(byRole(main, 'link', 'this hostile link')).toHaveLength(0);
    expect(byRole(main, 'link', 'this data link')).toHaveLength(0);
    expect(document.querySelectorAll('[href^="javascript:" i], [href^="data:" i], [src^="javascript:" i]')).toHaveLength(0);
  });

  test('in draft preview the owner sees a line naming each embed the site leaves out', async ({ request, playwright }) => {
    // The request context keeps the draft cookie, as the owner's browser does.
    const draft = await fetchDocument(request, `/api/draft?secret=${E2E_SECRETS.preview}&slug=${FIXTURE.lighting.slug}`);
    expect(new URL(draft.response.url()).pathname).toBe(path);
    const text = shownText(draft.document.querySelector('main')!);
    expect(text).toContain('embedded-entry-block id: fxCallToAction');
    expect(text).toContain('entry-hyperlink id: fxCallToAction');
    // Without the draft cookie, the same page shows none of them.
    const visitor = await playwright.request.newContext();
    try {
      const { document } = await fetchDocument(visitor, path);
      expect(allText(document.querySelector('main')!)).not.toMatch(/id:/);
    } finally {
      await visitor.dispose();
    }
  });

  test('a text body renders as Markdown', async ({ request }) => {
    const { document } = await fetchDocument(request, `/blog/${FIXTURE.drones.slug}`);
    const main = document.querySelector('main')!;
    expect(theOne(main, 'h2', 'On the day').id).toBe('on-the-day');
    expect(withText(main, 'li strong', 'operator ID').filter(shownWithoutScript)).toHaveLength(1);
    expect(theOne(main, 'link', 'venue').getAttribute('href')).toBe(`/contact?from=/blog/${FIXTURE.drones.slug}`);
    expect(allText(main)).not.toContain('##');
  });

  test('shares to X, Facebook and LinkedIn in a new tab with the encoded title and absolute URL', async ({
    request,
    baseURL,
  }) => {
    const { document } = await fetchDocument(request, path);
    const share = theOne(document, 'region', 'Share This Article');
    const url = `${baseURL}${path}`;
    for (const [network, host, urlParam, titleParam] of [
      ['X', 'x.com', 'url', 'text'],
      ['Facebook', 'www.facebook.com', 'u', 't'],
      ['LinkedIn', 'www.linkedin.com', 'url', 'title'],
    ] as const) {
      const link = theOne(share, 'link', `Share on ${network} (opens in a new tab)`);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      const href = new URL(link.getAttribute('href')!);
      expect(href.hostname).toBe(host);
      expect(href.searchParams.get(urlParam)).toBe(url);
      expect(href.searchParams.get(titleParam)).toBe(FIXTURE.lighting.title);
    }
  });

  test('lists up to three related articles: same category first, then the newest', async ({ request }) => {
    const { document } = await fetchDocument(request, path);
    const related = theOne(document, 'region', 'Related Articles');
    const links = byRole(related, 'h3').flatMap((heading) => byRole(heading, 'link'));
    expect(links.map(allText)).toEqual([FIXTURE.grading.title, FIXTURE.drones.title, FIXTURE.reels.title]);
    expect(links[0]!.getAttribute('href')).toBe(`/blog/${FIXTURE.grading.slug}`);
  });

  test('a related article opens its post', async ({ page }) => {
    await page.goto(path);
    const related = page.getByRole('region', { name: 'Related Articles' });
    const first = related.getByRole('heading', { level: 3 }).getByRole('link').first();
    await expect(first).toHaveText(FIXTURE.grading.title);
    await first.click();
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
    await whenHydrated(page);
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

  test('carries BlogPosting and BreadcrumbList structured data', async ({ request, baseURL }) => {
    const { document } = await fetchDocument(request, path);
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((block) => block.textContent!);
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

  test('a plain-text body keeps its line breaks', async ({ page }) => {
    // How the lines break depends on the page's styles, so a browser reads it.
    await page.goto(`/blog/${FIXTURE.drones.slug}`);
    const body = page.getByRole('main').locator('p', { hasText: 'Check the venue first.' });
    expect(await body.innerText()).toBe('Check the venue first.\nThen check the airspace.');
  });

  test('a plain-text body lists its items; an array body is paragraphs; no body shows how to add one', async ({ request }) => {
    const drones = (await fetchDocument(request, `/blog/${FIXTURE.drones.slug}`)).document.querySelector('main')!;
    expect(withText(drones, 'li', 'Carry your operator ID.').filter(shownWithoutScript)).toHaveLength(1);

    const grading = (await fetchDocument(request, `/blog/${FIXTURE.grading.slug}`)).document.querySelector('main')!;
    expect(withText(grading, 'p', /^Colour sets the mood/)).toHaveLength(1);
    expect(withText(grading, 'p', /^A consistent grade/)).toHaveLength(1);

    const reels = (await fetchDocument(request, `/blog/${FIXTURE.reels.slug}`)).document;
    shown(reels, 'heading', 'This post is awaiting content');
    expect(shownText(reels.body)).toMatch(/open the entry in Contentful/);
  });

  test('an entry without a slug is served at its id; one with a slug moves from its id to its slug', async ({ request }) => {
    const { document } = await fetchDocument(request, `/blog/${FIXTURE.behindScenes.id}`);
    expect(byRole(document, 'h1').map(allText)).toEqual([FIXTURE.behindScenes.title]);
    // An entry id is not among the addresses the build rendered: until a read of Contentful knows it
    // (a visitor waits a second at most), the address may lead to /blog.
    await expect
      .poll(async () => {
        const moved = await request.get('/blog/fxLighting0001', { maxRedirects: 0 });
        return `${moved.status()} ${moved.headers().location ?? ''}`;
      })
      .toMatch(new RegExp(`^308 .*/blog/${FIXTURE.lighting.slug}$`));
  });

  test('a missing post redirects to /blog', async ({ request }) => {
    for (const slug of ['no-such-post-anywhere', 'fixture-untitled']) {
      const { response, document } = await fetchDocument(request, `/blog/${slug}`);
      expect(response.url(), slug).toMatch(/\/blog$/);
      expect(byRole(document, 'h1').map(allText), slug).toEqual(['Insights & Tips on Videography']);
    }
  });
});

test.describe('the RSS feed', () => {
  test('parses as RSS 2.0 and lists the posts with absolute links', async ({ request, baseURL }) => {
    const response = await request.get('/blog/rss.xml');
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    // An XML parser: a feed that is not well-formed throws here.
    const doc = new JSDOM(await response.text(), { contentType: 'application/xml' }).window.document;
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.nodeName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const items = [...doc.querySelectorAll('channel > item')].map((item) => ({
      title: item.querySelector('title')?.textContent,
      link: item.querySelector('link')?.textContent,
      pubDate: item.querySelector('pubDate')?.textContent,
    }));
    const fixtureItems = items.filter((item) => PUBLISHED_TITLES.includes(item.title as never));
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

  test('draft mode shows an unpublished post only with the secret, and never to the public', async ({ page, request }) => {
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
    expect((await request.get(draftPath)).url()).toMatch(/\/blog$/);
    expect(await listedTitles(request)).not.toContain(FIXTURE.draft.title);

    await page.getByRole('button', { name: 'Exit preview' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.goto(draftPath);
    await expect(page).toHaveURL(/\/blog$/);
  });
});
