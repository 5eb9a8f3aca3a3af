import { expect, request as requests, test, type APIRequestContext } from '@playwright/test';
import { cms, CONTENTFUL, uniqueEntry } from './servers/contentful';
import { FIXTURE, imageAsset } from './servers/contentful-fixtures';
import {
  blogReadsSince,
  expectListed,
  listedTitles,
  postLink,
  PUBLISHED_TITLES,
  refreshUntilGivenUp,
  revalidate,
} from './support/blog';
import { fetchDocument, shownWithoutScript } from './support/html';
import { whenHydrated } from './support/hydration';
import { E2E_CONTENTFUL_TIMING, E2E_SECRETS } from './support/variants';

// The blog on the `live` build, whose Contentful space (the stand-in's kestrel-live) only these
// tests change: they publish posts, call the webhook and make Contentful fail.

const live = cms(CONTENTFUL.liveSpace);

/** The page's one main heading as the server sends it (redirects followed); null when there is not exactly one. */
async function titleAt(request: APIRequestContext, path: string): Promise<string | null> {
  const headings = [...(await fetchDocument(request, path)).document.querySelectorAll('h1')];
  return headings.length === 1 ? headings[0]!.textContent : null;
}

/**
 * Tests that change the stand-in's content or make it fail. Serial, so their failures
 * never overlap; each adds only its own uniquely named entries and removes them after.
 */
test.describe('freshness and resilience', () => {
  test.describe.configure({ mode: 'serial' });

  const added: string[] = [];
  test.afterEach(async ({ request }) => {
    await live.recover();
    for (const id of added.splice(0)) await live.deleteEntry(id);
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
    await live.putEntry(id, {
      title,
      slug,
      date: '2030-01-01',
      categories: ['Corporate'],
      content: `Body of ${title}.`,
      ...extra,
    });
    return { id, slug, title };
  }

  test('a post published after the build renders at its URL at once and joins /blog after the webhook', async ({ request }) => {
    await settleList(request);
    const post = await addPost('fresh');
    expect(await titleAt(request, `/blog/${post.slug}`)).toBe(post.title);
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

  test('the webhook refreshes the post its body names', async ({ request }) => {
    const post = await addPost('named');
    expect(await titleAt(request, `/blog/${post.slug}`)).toBe(post.title);
    const renamed = `${post.title} (updated)`;
    await live.putEntry(post.id, { title: renamed, slug: post.slug, date: '2030-01-01', content: 'Updated body.' });
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
    await live.fail({ kind: 'slow', delayMs: 2500 }, 12, null);
    // The list already holds the post, so its page may render at once; the page's data is held
    // back until the loading state has been seen, whether it was prefetched or not.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(new RegExp(`/blog/${post.slug}\\?_rsc=`), async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/blog');
    // The loading state is the router's: a click before the page's scripts have run loads the post as a document.
    await whenHydrated(page);
    await postLink(page, post.title).click();
    await expect(page.getByRole('status')).toHaveText('Loading blog post...');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title, { timeout: 60_000 });
    await expect(page.getByRole('status')).toHaveCount(0);
  });

  /**
   * Opens a post added after the build. Its address may send the visitor to /blog until the site has
   * read it from Contentful (within a second, and only as often as the site allows itself fresh reads,
   * which the outage tests before spend).
   */
  async function openNewPost(request: APIRequestContext, post: { slug: string; title: string }) {
    await expect.poll(() => titleAt(request, `/blog/${post.slug}`), { timeout: 30_000, intervals: [500, 1000] }).toBe(post.title);
  }

  /**
   * Visits a new post while Contentful answers `status` `times` times; the statuses it answered meanwhile.
   * A visitor waits on Contentful for a second at most: while the SDK's retries last, the address may send
   * them to /blog, and it shows the post as soon as a retry has read it.
   */
  async function visitThroughFailures(request: APIRequestContext, status: 500 | 429, times: number) {
    const post = await addPost(`status${status}`);
    const since = Date.now();
    await live.fail({ kind: 'status', status }, times, null);
    await openNewPost(request, post);
    return (await blogReadsSince(since, CONTENTFUL.liveSpace)).map((entry) => entry.status);
  }

  test('Contentful answering 500 and then recovering is retried and the page shows the post', async ({ request }) => {
    const statuses = await visitThroughFailures(request, 500, 2);
    // The address lookup and the page may both read; whichever met the 500s retried until a 200.
    expect(statuses.filter((status) => status === 500)).toHaveLength(2);
    expect(statuses.slice(statuses.lastIndexOf(500))).toContain(200);
  });

  test('a rate limit (429) is waited out and retried', async ({ request }) => {
    const statuses = await visitThroughFailures(request, 429, 1);
    // Other reads may come first (a refresh of the list); the one that met the 429 is read again until a 200.
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(statuses.slice(statuses.indexOf(429))).toContain(200);
  });

  test('Contentful failing during a revalidation leaves the posts on /blog and on their pages', async ({ request }) => {
    test.setTimeout(120_000);
    const since = Date.now();
    await live.fail({ kind: 'status', status: 500 }, undefined, null);
    // The first visit gets the stale page and starts the refresh, which fails after the SDK's retries.
    await refreshUntilGivenUp(request, since, CONTENTFUL.liveSpace, 500, E2E_CONTENTFUL_TIMING);
    for (let visit = 0; visit < 2; visit++) {
      const { document } = await fetchDocument(request, '/blog');
      for (const script of [...document.querySelectorAll('script')]) script.remove();
      expect(document.body.textContent).not.toContain('Error loading blog posts');
      const links = [...document.querySelectorAll('main :is(h1, h2, h3, h4, h5, h6)')]
        .filter((heading) => heading.textContent!.includes(FIXTURE.lighting.title))
        .flatMap((heading) => [...heading.querySelectorAll('a[href]')]);
      expect(links).toHaveLength(1);
      expect(shownWithoutScript(links[0]!)).toBe(true);
      expect(await listedTitles(request)).toEqual(expect.arrayContaining(PUBLISHED_TITLES));
    }
    expect(await titleAt(request, `/blog/${FIXTURE.grading.slug}`)).toBe(FIXTURE.grading.title);
    await live.recover(null);
  });

  test("a Contentful image is sized by Contentful's Images API and fetched from its CDN", async ({ page, request }) => {
    const assetId = uniqueEntry('asset').id;
    const original = `https://images.ctfassets.net/${CONTENTFUL.liveSpace}/${assetId}/hash/crew.jpg`;
    await live.putAsset(imageAsset(assetId, 'A crew filming on a beach', original.replace('https:', '')));
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
    page.on('request', (sent) => {
      if (sent.url().includes('/_next/image') && sent.url().includes('ctfassets')) throughOptimiser.push(sent.url());
    });

    await openNewPost(request, post);
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

  test('a draft whose slug is still empty opens by its entry id', async ({ request, baseURL }) => {
    const { id } = uniqueEntry('draft');
    const title = `Draft ${id}`;
    added.push(id);
    await live.putEntry(id, { title, date: '2030-01-01', content: 'Draft body.' }, { published: false });
    const draft = (query: string) => `/api/draft?secret=${E2E_SECRETS.preview}&${query}`;
    expect((await request.get(draft('slug=&id='), { maxRedirects: 0 })).status()).toBe(400);
    expect((await request.get(draft('slug=&id=a%2Fb'), { maxRedirects: 0 })).status()).toBe(400);

    // A context of its own keeps the draft cookie away from the other requests.
    const visitor = await requests.newContext({ baseURL });
    try {
      const { response, document } = await fetchDocument(visitor, draft(`slug=&id=${id}`));
      expect(new URL(response.url()).pathname).toBe(`/blog/${id}`);
      expect([...document.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual([title]);
      expect(
        [...document.querySelectorAll('button')].filter((button) => button.textContent!.trim() === 'Exit preview'),
      ).toHaveLength(1);
    } finally {
      await visitor.dispose();
    }
  });

  test('the stand-in was read page by page (pagination followed to the end)', async ({ request }) => {
    const post = await addPost('paged');
    const since = Date.now();
    expect(await titleAt(request, `/blog/${post.slug}`)).toBe(post.title);
    const paths = (await blogReadsSince(since, CONTENTFUL.liveSpace))
      .filter((entry) => entry.api === 'delivery')
      .map((entry) => new URL(entry.path, 'http://x').searchParams.get('skip'));
    // Page size 3 at the stand-in: skip 0, 3, 6, … until every entry was read (the log may start with the
    // end of a read already under way, such as the index's refresh after the previous test's webhook).
    const start = paths.indexOf('0');
    expect(start).toBeGreaterThanOrEqual(0);
    expect(paths.slice(start, start + 3)).toEqual(['0', '3', '6']);
    expect(CONTENTFUL.pageSize).toBe(3);
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
    const reads = (await blogReadsSince(since, CONTENTFUL.liveSpace)).filter(
      (entry) => entry.api === 'delivery' && new URL(entry.path, 'http://x').searchParams.get('skip') === '0',
    ).length;
    expect(reads).toBeLessThanOrEqual(5 + Math.ceil(elapsed / 2000) + 2);
    expect(reads).toBeLessThan(20);
  });
});
