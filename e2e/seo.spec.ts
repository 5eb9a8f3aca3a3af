import { expect, test } from '@playwright/test';
import { projects } from '../content/projects';
import { FIXTURE } from './servers/contentful-fixtures';
import { staticRoutes } from './support/routes';

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
  const entries = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)].map((match) => ({
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
  for (const path of ['/', '/portfolio/coke-spec-ad', '/blog', '/contact', '/no-such-page', '/sitemap.xml']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['x-powered-by'], path).toBeUndefined();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("base-uri 'self'");
    expect(csp, path).toContain('frame-src https://www.youtube-nocookie.com');
    expect(csp, path).not.toContain('unsafe-eval');
    expect(headers['strict-transport-security'], path).toContain('max-age=');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
  }
});

test('a post is shared as an article with its dates; a project page names its film', async ({ page }) => {
  await page.goto(POST);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', /^\d{4}-\d{2}-\d{2}/);
  await expect(page.locator('meta[property="article:modified_time"]')).toHaveAttribute('content', /^\d{4}-\d{2}-\d{2}/);

  const project = projects.find((candidate) => candidate.videoId)!;
  await page.goto(`/portfolio/${project.slug}`);
  await expect(page.locator('meta[property="og:video"]')).toHaveAttribute(
    'content',
    `https://www.youtube-nocookie.com/embed/${project.videoId}?rel=0`,
  );
});

test('every page links the blog feed from its head', async ({ page, request }) => {
  await page.goto('/about');
  const href = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href');
  expect(href).toBeTruthy();
  expect((await request.get(href!)).status()).toBe(200);
});
