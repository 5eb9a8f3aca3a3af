import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { projects } from '../content/projects';
import { filmPlayerUrl, VIDEO_HOSTS, videoHostsInUse } from '../lib/films';
import { FIXTURE } from './servers/contentful-fixtures';
import { fetchDocument } from './support/html';
import { staticRoutes } from './support/routes';
import { distDir, variantByName } from './support/variants';

/**
 * A post the Contentful stand-in always publishes. Other tests add and remove posts meanwhile,
 * and /blog may show one of theirs for a moment after it is gone, so none is taken from there.
 */
const POST = `/blog/${FIXTURE.lighting.slug}`;

test('sitemap.xml lists every public page and post with a last-modified date, and nothing private', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>[\s\S]*?<lastmod>([^<]+)<\/lastmod>/g)].map((match) => ({
    path: new URL(match[1]!).pathname,
    lastmod: match[2]!,
  }));
  const paths = entries.map((entry) => entry.path);
  for (const route of [...staticRoutes, POST]) expect(paths, route).toContain(route);
  expect(new Set(paths).size).toBe(paths.length);
  expect(paths.some((path) => path.startsWith('/api/'))).toBe(false);
  for (const entry of entries) expect(entry.lastmod, entry.path).toMatch(/^\d{4}-\d{2}-\d{2}/);
  // Static content carries the dates kept in content/, not the build time.
  const coke = projects.find((project) => project.slug === 'coke-spec-ad')!;
  expect(entries.find((entry) => entry.path === '/portfolio/coke-spec-ad')?.lastmod.slice(0, 10)).toBe(coke.updatedAt);
  expect(xml).toContain(new URL('/', baseURL).origin);
});

test('robots.txt allows the site, keeps crawlers out of the API routes and names the sitemap', async ({ request, baseURL }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toContain('Allow: /');
  expect(text).toContain('Disallow: /api/');
  expect(text).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL)}`);
});

test('every response carries the security headers and no X-Powered-By', async ({ request }) => {
  // The players of the hosts the films in content/ are on, and no other.
  const players = videoHostsInUse().map((host) => VIDEO_HOSTS[host].playerOrigin);
  for (const path of ['/', '/portfolio/coke-spec-ad', '/blog', '/contact', '/no-such-page', '/sitemap.xml']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['x-powered-by'], path).toBeUndefined();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("base-uri 'self'");
    expect(csp, path).toContain(`frame-src ${players.join(' ')};`);
    expect(csp, path).toMatch(/img-src [^;]*https:\/\/images\.ctfassets\.net;/);
    expect(csp, path).not.toContain('unsafe-eval');
    expect(headers['strict-transport-security'], path).toContain('max-age=');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['permissions-policy'], path).toContain(`autoplay=(self ${players.map((origin) => `"${origin}"`).join(' ')})`);
  }
});

test('a post is shared as an article with its dates; a project page names its film', async ({ request }) => {
  const { document } = await fetchDocument(request, POST);
  const content = (selector: string) => {
    const found = [...document.querySelectorAll(selector)];
    expect(found, selector).toHaveLength(1);
    return found[0]!.getAttribute('content');
  };
  expect(content('meta[property="og:type"]')).toBe('article');
  expect(content('meta[property="article:published_time"]')).toMatch(/^\d{4}-\d{2}-\d{2}/);
  expect(content('meta[property="article:modified_time"]')).toMatch(/^\d{4}-\d{2}-\d{2}/);

  for (const host of videoHostsInUse()) {
    const project = projects.find((candidate) => candidate.film?.host === host);
    if (!project) continue;
    const { document: projectPage } = await fetchDocument(request, `/portfolio/${project.slug}`);
    const video = [...projectPage.querySelectorAll('meta[property="og:video"]')];
    expect(video, project.slug).toHaveLength(1);
    expect(video[0]!.getAttribute('content'), project.slug).toBe(filmPlayerUrl(project.film!));
  }
});

test('sitemap.xml lists each project film with the video extension', async ({ request, baseURL }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain('xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"');
  const unescape = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
  const filmed = projects.filter((project) => project.film);
  expect(urls.filter((url) => url.includes('<video:video>'))).toHaveLength(filmed.length);
  for (const project of filmed) {
    const entry = urls.find((url) => url.includes(`<loc>${baseURL}/portfolio/${project.slug}</loc>`))!;
    const field = (name: string) => unescape(entry.match(new RegExp(`<video:${name}>([^<]*)</video:${name}>`))?.[1] ?? '');
    expect(field('title')).toBe(project.title);
    expect(field('description')).toBe(project.excerpt);
    expect(field('thumbnail_loc')).toBe(`${baseURL}${project.poster.src}`);
    expect(field('player_loc')).toBe(filmPlayerUrl(project.film!));
    expect(field('duration')).toBe(String(project.film!.duration));
    expect(field('publication_date')).toBe(project.film!.uploadDate);
  }
  for (const project of projects.filter((candidate) => !candidate.film)) {
    const entry = urls.find((url) => url.includes(`<loc>${baseURL}/portfolio/${project.slug}</loc>`))!;
    expect(entry).not.toContain('<video:video>');
  }
  // Still well-formed XML with the owner's text in it (Next writes the fields as given).
  const parsed = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  expect(parsed.querySelector('parsererror')?.textContent ?? null).toBeNull();
});

test('every page links the blog feed from its head', async ({ request }) => {
  const { document } = await fetchDocument(request, '/about');
  const links = [...document.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')];
  expect(links).toHaveLength(1);
  expect(document.head.contains(links[0]!)).toBe(true);
  const href = links[0]!.getAttribute('href');
  expect(href).toBeTruthy();
  expect((await request.get(href!)).status()).toBe(200);
});

test('the share images’ fonts are traced with their routes, so a traced deployment can draw them', () => {
  const trace = path.join(__dirname, '..', distDir(variantByName('main')), 'server/app/opengraph-image/route.js.nft.json');
  const files = (JSON.parse(readFileSync(trace, 'utf8')) as { files: string[] }).files.map((file) =>
    path.relative(process.cwd(), path.resolve(path.dirname(trace), file)),
  );
  for (const font of [
    'node_modules/@fontsource/bricolage-grotesque/files/bricolage-grotesque-latin-700-normal.woff',
    'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff',
  ])
    expect(files).toContain(font);
});
