import path from 'node:path';
import { expect, test } from '@playwright/test';
import { locations } from '../content/locations';
import { projects } from '../content/projects';
import { services } from '../content/services';
import { pageTitles } from '../lib/page-titles';
import { FIXTURE } from './servers/contentful-fixtures';
import { filesUnder } from './support/files';
import { fetchDocument, shownTextOf, textOf } from './support/html';
import { distDir, variantByName } from './support/variants';

test('every service and location page is pre-rendered and answers 200', async ({ request }) => {
  for (const slug of [
    ...services.map((service) => service.slug),
    ...locations.map((location) => `${location.slug}-videographer`),
  ]) {
    const response = await request.get(`/${slug}`, { maxRedirects: 0 });
    expect(response.status(), slug).toBe(200);
    // Served from what `next build` rendered, not rendered for this request (STALE once its five minutes are up:
    // served all the same, and refreshed behind it).
    expect(response.headers()['x-nextjs-cache'], slug).toMatch(/^(HIT|STALE)$/);
  }
});

test('unknown -videography and -videographer paths redirect (307) to the home page', async ({ request }) => {
  for (const made_up of [
    '/wedding-videography',
    '/drone-videography',
    '/paris-videographer',
    '/brighton-and-hove-videographer',
  ]) {
    const response = await request.get(made_up, { maxRedirects: 0 });
    expect(response.status(), made_up).toBe(307);
    expect(response.headers().location, made_up).toBe('/');
  }
  const { response, document } = await fetchDocument(request, '/manchester-videographer');
  expect(response.url()).toMatch(/\/$/);
  expect([...document.querySelectorAll('h1')].map(textOf)).toEqual([pageTitles.home]);
});

test('an address typed with capitals redirects (308) to its lower-case spelling, query and all', async ({ request }) => {
  const [service] = services;
  const [film] = projects;
  const post = FIXTURE.lighting.slug;
  const titleCase = (slug: string) => slug.replace(/(^|-)[a-z]/g, (start) => start.toUpperCase());
  for (const [typed, lowered] of [
    ['/Contact', '/contact'],
    [`/${service!.slug.toUpperCase()}?utm_source=Flyer`, `/${service!.slug}?utm_source=Flyer`],
    ['/Blog/caf%C3%A9', '/blog/caf%C3%A9'],
    [`/Blog/${post}`, `/blog/${post}`],
    [`/blog/${titleCase(post)}`, `/blog/${post}`],
    [`/PORTFOLIO/${titleCase(film!.slug)}`, `/portfolio/${titleCase(film!.slug)}`],
    [`/portfolio/${titleCase(film!.slug)}`, `/portfolio/${film!.slug}`],
    ['/blog/RSS.xml', '/blog/rss.xml'],
  ] as const) {
    const response = await request.get(typed, { maxRedirects: 0 });
    expect(response.status(), typed).toBe(308);
    const location = new URL(response.headers().location!, 'http://site.test');
    expect(`${location.pathname}${location.search}`, typed).toBe(lowered);
  }
  const { response, document } = await fetchDocument(request, '/CONTACT');
  expect(response.status()).toBe(200);
  expect(response.url()).toMatch(/\/contact$/);
  expect(document.querySelectorAll('form').length).toBeGreaterThan(0);
});

test('any other unknown path gets the not-found page with status 404, and no page is cached for it', async ({ request }) => {
  const dist = path.resolve(__dirname, '..', distDir(variantByName('main')));
  const before = filesUnder(dist);
  const madeUp = [
    '/brighton',
    '/corporate',
    '/london-videographers',
    '/videography-brighton',
    '/corporate-videography/extra',
    '/lewes-videographer/faq',
  ];
  for (const made_up of madeUp) {
    const response = await request.get(made_up, { maxRedirects: 0 });
    expect(response.status(), made_up).toBe(404);
  }
  const { response, document } = await fetchDocument(request, '/brighton');
  expect(response.status()).toBe(404);
  expect([...document.querySelectorAll('h1')].map(shownTextOf)).toEqual(['404 Page Not Found']);

  // Nothing was rendered or stored for the made-up paths: no file appeared that is named after one.
  const added = [...filesUnder(dist).keys()].filter((file) => !before.has(file)).map((file) => path.relative(dist, file));
  for (const made_up of madeUp) {
    const named = new RegExp(`(^|/)${made_up.slice(1)}([./]|$)`);
    expect(
      added.filter((file) => named.test(file.split(path.sep).join('/'))),
      made_up,
    ).toEqual([]);
  }
});
