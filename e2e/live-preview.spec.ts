import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, request as requests, test, type Frame, type Page, type Response } from '@playwright/test';
import { cms, uniqueEntry } from './servers/contentful';
import { FIXTURE } from './servers/contentful-fixtures';
import { whenHydrated } from './support/hydration';
import { distDir, E2E_SECRETS, variantByName } from './support/variants';

/**
 * Live Preview: draft pages may be framed by Contentful's editor and refresh on its save events;
 * every public response still refuses any frame, and no public page carries the preview code.
 */

const CONTENTFUL_APP = ['https://app.contentful.com', 'https://app.eu.contentful.com'];
/** A string of the Live Preview SDK's own code (its message source), kept by any minifier. */
const SDK_MARKER = 'live-preview-sdk';
const DRAFT_COOKIE = '__prerender_bypass';

const frameAncestors = (csp: string | undefined) => /(?:^|;\s*)frame-ancestors ([^;]*)/.exec(csp ?? '')?.[1]?.split(' ');

const added: string[] = [];
test.afterAll(async () => {
  for (const id of added) await cms().deleteEntry(id);
});

async function addDraft(prefix: string, title: string) {
  const entry = uniqueEntry(prefix);
  added.push(entry.id);
  await cms().putEntry(entry.id, { title, slug: entry.slug, date: '2030-01-01', content: 'Draft body.' }, { published: false });
  return entry;
}

/** The draft-mode cookie `/api/draft` sets (the secret is right), as a request header; asked apart, so no other request sends it. */
async function draftCookie(baseURL: string, slug: string): Promise<{ cookie: string; setCookie: string }> {
  const apart = await requests.newContext({ baseURL });
  const response = await apart.get(`/api/draft?secret=${E2E_SECRETS.preview}&slug=${slug}`, { maxRedirects: 0 });
  await apart.dispose();
  expect(response.status()).toBe(307);
  const setCookie = response
    .headersArray()
    .find(({ name, value }) => name.toLowerCase() === 'set-cookie' && value.startsWith(`${DRAFT_COOKIE}=`))!.value;
  return { cookie: setCookie.split(';', 1)[0]!, setCookie };
}

/** A published post of the stand-in's own fixtures, which no test edits (posts other tests add come and go). */
const publishedPostPath = () => `/blog/${FIXTURE.lighting.slug}`;

test.describe('response headers', () => {
  test('only a draft-mode response may be framed, and only by Contentful; a forged cookie changes nothing', async ({
    request,
    baseURL,
  }) => {
    const post = publishedPostPath();
    const { cookie, setCookie } = await draftCookie(baseURL!, post.split('/').pop()!);
    // The cookie reaches the site framed by Contentful, even where third-party cookies are blocked.
    expect(setCookie).toMatch(/;\s*SameSite=None/i);
    expect(setCookie).toMatch(/;\s*Secure/i);
    expect(setCookie).toMatch(/;\s*Partitioned/i);
    const forged = `${DRAFT_COOKIE}=${'0'.repeat(32)}`;

    // A page, a 404, a redirect (the made-up post's) and a route handler.
    for (const [address, status] of [
      [post, 200],
      ['/no-such-page-for-live-preview', 404],
      ['/blog/no-such-post-for-live-preview', 307],
      ['/blog/rss.xml', 200],
    ] as const) {
      for (const headers of [{}, { cookie: forged }] as Record<string, string>[]) {
        const response = await request.get(address, { headers, maxRedirects: 0 });
        expect(response.status(), address).toBe(status);
        expect(frameAncestors(response.headers()['content-security-policy']), address).toEqual(["'none'"]);
        expect(response.headers()['x-frame-options'], address).toBe('DENY');
      }
      const draft = await request.get(address, { headers: { cookie }, maxRedirects: 0 });
      expect([200, 307, 308, 404], address).toContain(draft.status());
      const ancestors = frameAncestors(draft.headers()['content-security-policy']);
      expect(ancestors, address).toEqual(expect.arrayContaining(CONTENTFUL_APP));
      expect(ancestors, address).not.toContain('*');
      expect(draft.headers()['x-frame-options'], address).toBeUndefined();
      // Never kept by a shared cache.
      expect(draft.headers()['cache-control'], address).toMatch(/private.*no-store|no-store.*private/);
    }
  });

  test('the preview address of a page family opens that page; an unknown family or a wrong secret opens nothing', async ({
    request,
  }) => {
    const { slug } = await addDraft('typed', 'Typed draft');
    const draft = (query: string) => request.get(`/api/draft?${query}`, { maxRedirects: 0 });
    const opened = await draft(`secret=${E2E_SECRETS.preview}&type=post&slug=${slug}&id=x`);
    expect(opened.status()).toBe(307);
    expect(new URL(opened.headers()['location']!, 'http://x').pathname).toBe(`/blog/${slug}`);
    expect((await draft(`secret=${E2E_SECRETS.preview}&type=nope&slug=${slug}`)).status()).toBe(400);
    const wrong = await draft(`secret=wrong-secret-0123456789&type=post&slug=${slug}`);
    expect(wrong.status()).toBe(401);
    expect(wrong.headers()['set-cookie']).toBeUndefined();
  });
});

/** A stand-in of Contentful's entry editor on another site (localhost, the site being 127.0.0.1), framing a site address. */
async function startEditor(): Promise<{ url: (framed: string) => string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const framed = new URL(request.url!, 'http://x').searchParams.get('framed') ?? '';
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><title>Editor</title>
<script>
  window.fromSdk = [];
  addEventListener('message', (event) => {
    if (event.data && event.data.source === '${SDK_MARKER}') window.fromSdk.push({ origin: event.origin, method: event.data.method });
  });
</script>
<iframe id="preview" style="width:1000px;height:700px" src="${framed.replace(/"/g, '&quot;')}"></iframe>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (framed) => `http://localhost:${port}/?framed=${encodeURIComponent(framed)}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The browser's reports of a frame it refused to show, as they arrive. */
function refusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors|X-Frame-Options/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

const previewFrame = (page: Page): Frame => page.frames().find((frame) => frame.parentFrame() === page.mainFrame())!;

test.describe('framed by the editor', () => {
  let editor: Awaited<ReturnType<typeof startEditor>>;
  test.beforeAll(async () => {
    editor = await startEditor();
  });
  test.afterAll(() => editor.close());

  test('a draft loads in the editor’s frame with the draft cookie, shows its fields to the inspector and follows each save', async ({
    page,
    baseURL,
  }) => {
    const title = `Framed draft ${Date.now()}`;
    const { id, slug } = await addDraft('framed', title);
    await page.goto(editor.url(`${baseURL}/api/draft?secret=${E2E_SECRETS.preview}&type=post&slug=${slug}&id=${id}`));
    const frame = page.frameLocator('#preview');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(frame.getByRole('complementary', { name: 'Draft preview' })).toBeVisible();

    // Inspector mode: the fields carry the entry and field ids the SDK reads.
    await expect(frame.locator(`h1[data-contentful-entry-id="${id}"][data-contentful-field-id="title"]`)).toHaveCount(1);
    await expect(frame.locator(`[data-contentful-entry-id="${id}"][data-contentful-field-id="content"]`)).toHaveCount(1);

    // The SDK connected to the editor, from the site's origin.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { fromSdk: { method: string }[] }).fromSdk.map((m) => m.method)))
      .toContain('CONNECTED');

    // The owner edits and saves: the Preview API has the new title, then the editor says so.
    const saved = `${title} (edited)`;
    await cms().putEntry(id, { title: saved, slug, date: '2030-01-01', content: 'Draft body.' }, { published: false });
    await previewFrame(page).evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await page.evaluate(
      ({ id, origin }) =>
        (document.getElementById('preview') as HTMLIFrameElement).contentWindow!.postMessage(
          { source: 'live-preview-editor', method: 'ENTRY_SAVED', entity: { sys: { id, type: 'Entry' } }, contentType: {} },
          origin,
        ),
      { id, origin: new URL(baseURL!).origin },
    );
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(saved);
    expect(await previewFrame(page).evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // Leaving draft mode works inside the frame: the cookie is gone, so the draft's address is a public page there, refused.
    await frame.getByRole('button', { name: 'Exit preview' }).click();
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Draft preview ended');
    const refused = refusals(page);
    await page.evaluate(
      (src) => ((document.getElementById('preview') as HTMLIFrameElement).src = src),
      `${baseURL}/blog/${slug}`,
    );
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    await expect(frame.getByRole('heading', { level: 1 })).toHaveCount(0);
  });

  test('a public page is refused in any frame, the editor’s included', async ({ page, baseURL }) => {
    const post = publishedPostPath();
    const refused = refusals(page);
    await page.goto(editor.url(`${baseURL}${post}`));
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    await expect(page.frameLocator('#preview').getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});

test.describe('public pages', () => {
  test('a visitor’s browser fetches none of the Live Preview code on a post', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    const collect = (response: Response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    };
    page.on('response', collect);
    await page.goto(publishedPostPath());
    // Checked once the page's own scripts have run: before, it would have fetched nothing at all.
    await whenHydrated(page);
    await page.waitForLoadState('networkidle');
    // A script arriving later (a prefetch) would be read after the test ended.
    page.off('response', collect);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of await Promise.all(scripts)) expect(script).not.toContain(SDK_MARKER);
    await expect(page.locator('[data-contentful-entry-id], [data-contentful-field-id]')).toHaveCount(0);
  });

  const dir = () => path.resolve(distDir(variantByName('main')));

  /** The prerendered pages of the build, as visitors are served them. */
  function builtPages(): Map<string, string> {
    const app = path.join(dir(), 'server/app');
    const pages = new Map<string, string>();
    for (const entry of readdirSync(app, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && entry.name.endsWith('.html')) {
        const file = path.join(entry.parentPath, entry.name);
        pages.set(path.relative(app, file), readFileSync(file, 'utf8'));
      }
    }
    return pages;
  }

  test('no public page loads any of the Live Preview code, nor carries inspector attributes', () => {
    const pages = builtPages();
    expect([...pages.keys()].some((page) => page.startsWith('blog/'))).toBe(true);
    const scripts = new Set<string>();
    for (const [page, html] of pages) {
      expect(html, page).not.toContain(SDK_MARKER);
      expect(html, page).not.toMatch(/data-contentful-(entry|field)-id/);
      for (const [, src] of html.matchAll(/<script[^>]*\ssrc="\/_next\/static\/([^"?]+)/g)) scripts.add(src!);
    }
    expect(scripts.size).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(readFileSync(path.join(dir(), 'static', script), 'utf8'), script).not.toContain(SDK_MARKER);
    }
    // The marker is real: the SDK is in the build, in a chunk only a draft page loads.
    const chunks = readdirSync(path.join(dir(), 'static'), { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && entry.name.endsWith('.js'),
    );
    expect(chunks.some((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8').includes(SDK_MARKER))).toBe(true);
  });
});
