import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { freePort, whenAnswering } from '../scripts/net.mjs';
import { copyBuild } from './support/build-copy.mjs';
import { fetchDocument } from './support/html';
import { origin } from './support/ports';
import { distDir, nextBin, nextStartArgs, variantByName } from './support/variants';

// The build encodes the images its pages ask for into the optimizer's cache: on a fresh server the
// first request of each answers from that cache, with the bytes an on-demand encode makes.

const root = path.resolve(__dirname, '..');
const main = variantByName('main');
const ROUTES = ['/', '/about'];
const ACCEPTS = { 'image/avif': 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'image/webp': 'image/webp,*/*;q=0.8' };

/** The optimizer's addresses among attribute values (an address, or a srcset's list of them). */
function optimizerUrls(values: (string | null)[]): string[] {
  const urls = values.flatMap((value) => (value ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''));
  return [...new Set(urls.filter((url) => url.startsWith('/_next/image?')))];
}

/** What a page's first-screen picture preloads: the preload's href and imagesrcset. */
const preloadUrls = (document: Document) =>
  optimizerUrls(
    [...document.querySelectorAll('link[rel="preload"][as="image"]')].flatMap((link) => [
      link.getAttribute('href'),
      link.getAttribute('imagesrcset'),
    ]),
  );

/** Every address a page asks the optimizer for: its images' and sources' src and srcset, and its preloads. */
const imageUrls = (document: Document) => [
  ...new Set([
    ...optimizerUrls(
      [...document.querySelectorAll('img, source')].flatMap((element) => [
        element.getAttribute('src'),
        element.getAttribute('srcset'),
      ]),
    ),
    ...preloadUrls(document),
  ]),
];

/** `next start` on a copy of main's build, as a fresh machine would start it: with the build's image cache, or without. */
async function startCopy(name: string, { imageCache }: { imageCache: boolean }) {
  const dist = path.join(root, '.next-e2e', name);
  copyBuild(path.join(root, distDir(main)), dist, { pages: false });
  if (!imageCache) rmSync(path.join(dist, 'cache', 'images'), { recursive: true, force: true });
  const port = await freePort();
  const child = spawn(process.execPath, [nextBin, ...nextStartArgs(port)], {
    cwd: root,
    env: { ...process.env, ...main.env, NEXT_DIST_DIR: path.relative(root, dist), NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  await whenAnswering(`next start (${name})`, child, `${origin(port)}/robots.txt`, { timeout: 90_000 });
  return { child, origin: origin(port), dist };
}

async function get(request: APIRequestContext, url: string, accept: string) {
  const response = await request.get(url, { headers: { accept } });
  expect(response.status(), url).toBe(200);
  return { headers: response.headers(), body: await response.body() };
}

test.describe('images prepared by the build', () => {
  test.describe.configure({ timeout: 300_000 });
  const started: { child: ChildProcess; dist: string }[] = [];
  test.afterAll(() => {
    for (const { child, dist } of started) {
      child.kill();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  test("answer each first request from the optimizer's cache, with the bytes and headers of an on-demand encode", async ({
    request,
  }) => {
    const documents = await Promise.all(
      ROUTES.map(async (route) => ({ route, document: (await fetchDocument(request, route)).document })),
    );
    const pages = documents.map(({ route, document }) => ({ route, urls: imageUrls(document) }));
    for (const { route, urls } of pages) expect(urls.length, `${route} asks for no optimized image`).toBeGreaterThan(0);

    const [prepared, onDemand] = await Promise.all([
      startCopy('images-prepared', { imageCache: true }),
      startCopy('images-on-demand', { imageCache: false }),
    ]);
    started.push(prepared, onDemand);

    const urls = [...new Set(pages.flatMap((page) => page.urls))];
    const first = new Map<string, Awaited<ReturnType<typeof get>>>();
    for (const url of urls)
      for (const [format, accept] of Object.entries(ACCEPTS)) {
        const answer = await get(request, `${prepared.origin}${url}`, accept);
        expect(answer.headers['content-type'], `${url} as ${format}`).toBe(format);
        expect(['HIT', 'STALE'], `${url} as ${format}: the first request waited for an encode`).toContain(
          answer.headers['x-nextjs-cache'],
        );
        first.set(`${format} ${url}`, answer);
      }

    // The server without them encodes on each first request: the home's first-screen picture (its preload) and the second page's images.
    const preloaded = preloadUrls(documents[0]!.document);
    expect(preloaded.length, 'the home page preloads its first-screen picture').toBeGreaterThan(0);
    const compared = [...new Set([...preloaded, ...pages[1]!.urls])];
    expect(compared.length).toBeGreaterThan(0);
    for (const url of compared)
      for (const [format, accept] of Object.entries(ACCEPTS)) {
        const encoded = await get(request, `${onDemand.origin}${url}`, accept);
        expect(encoded.headers['x-nextjs-cache'], `${url} as ${format} on a server without the build's images`).toBe('MISS');
        const cached = first.get(`${format} ${url}`)!;
        expect(cached.body.equals(encoded.body), `${url} as ${format}: the bytes differ from an on-demand encode`).toBe(true);
        for (const header of ['etag', 'content-type', 'cache-control', 'content-disposition', 'vary', 'content-security-policy'])
          expect(cached.headers[header], `${url} as ${format}: ${header}`).toBe(encoded.headers[header]);
      }
  });
});
