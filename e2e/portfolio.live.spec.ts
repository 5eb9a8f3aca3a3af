import { expect, test, type APIRequestContext } from '@playwright/test';
import { projectType, testimonialType } from '../content/model';
import { projects } from '../content/projects';
import type { Project, Testimonial } from '../content/schema';
import { services } from '../content/services';
import { testimonials } from '../content/testimonials';
import { locations } from '../content/locations';
import { locationPagePath, projectPagePath, servicePagePath } from '../lib/routes';
import { CONTENTFUL, cms, uniqueEntry } from './servers/contentful';
import { modelEntries } from './servers/model-entries';
import { revalidate } from './support/blog';
import { storedEnquiries, uniqueName, validFields } from './support/contact';
import { fetchDocument } from './support/html';
import { E2E_SECRETS } from './support/variants';

// The portfolio on the `live` build: films and testimonials published, changed and unpublished in
// its Contentful space (the stand-in's kestrel-live) reach every page they belong on without a rebuild.

const live = cms(CONTENTFUL.liveSpace);

/** Polls long enough for a stale-while-revalidate page to be rendered again, and for the blog's outage tests alongside. */
const REFRESH = { timeout: 40_000, intervals: [250, 500, 1000] };

test.describe.configure({ mode: 'serial' });

const added: string[] = [];
test.afterEach(async ({ request }) => {
  await live.recover(projectType.id);
  for (const id of added.splice(0)) await live.deleteEntry(id);
  await revalidate(request);
});

/** A film (and its poster) as the owner would publish it, from a template of content/ with its own slug and title. */
async function publishFilm(changes: Partial<Project> = {}, options: { published?: boolean } = {}) {
  const { slug } = uniqueEntry('film');
  const value: Project = {
    ...projects[0]!,
    slug,
    title: `New film ${slug.slice(-6)}`,
    testimonialSlug: undefined,
    serviceSlugs: [services[0]!.slug],
    locationSlug: locations[0]!.slug,
    ...changes,
  };
  const { entries, assets } = modelEntries(projectType, [value], () => slug);
  for (const asset of assets) await live.putAsset({ id: asset.id, fields: asset.fields });
  const entry = entries[0]!;
  added.push(entry.id);
  await live.putEntry(entry.id, entry.fields, { contentType: projectType.id, published: options.published ?? true });
  return { ...value, id: entry.id };
}

async function publishTestimonial(changes: Partial<Testimonial>) {
  const { slug } = uniqueEntry('quote');
  const value: Testimonial = { ...testimonials[0]!, slug, company: `Company ${slug}`, ...changes };
  const entry = modelEntries(testimonialType, [value], () => slug).entries[0]!;
  added.push(entry.id);
  await live.putEntry(entry.id, entry.fields, { contentType: testimonialType.id });
  return value;
}

const linksTo = async (request: APIRequestContext, path: string, href: string) => {
  const { document } = await fetchDocument(request, path);
  return [...document.querySelectorAll('main a[href]')].some((link) => link.getAttribute('href') === href);
};

test('a film and its testimonial published after the build appear everywhere they belong after the webhook, and go when unpublished', async ({
  request,
  page,
}) => {
  // Each page is refreshed on a visit after the webhook (stale-while-revalidate): a dozen polls.
  test.setTimeout(150_000);
  const film = await publishFilm();
  const quote = await publishTestimonial({ quote: `Said of ${film.title}.` });
  await live.putEntry(
    film.id,
    modelEntries(projectType, [{ ...film, testimonialSlug: quote.slug }], () => film.slug).entries[0]!.fields,
    { contentType: projectType.id },
  );
  const address = projectPagePath(film);
  await expect((await revalidate(request)).ok()).toBe(true);

  // Its own page, with the testimonial that names it.
  await expect
    .poll(async () => {
      const { response, document } = await fetchDocument(request, address);
      return response.status() === 200 && document.querySelector('h1')?.textContent === film.title;
    }, REFRESH)
    .toBe(true);
  const { document } = await fetchDocument(request, address);
  expect(document.querySelector('main')!.textContent).toContain(quote.quote);

  // An enquiry sent from its page names it and its service, though content/ has never heard of it.
  const name = uniqueName('From a new film');
  const sent = await request.post('/api/contact', { form: { ...validFields(name), from: address }, maxRedirects: 0 });
  expect(sent.status()).toBe(303);
  expect((await storedEnquiries('live')).find((enquiry) => enquiry.name === name)).toMatchObject({
    sourcePage: address,
    sourceFilm: film.slug,
    sourceService: film.serviceSlugs[0],
  });

  // The portfolio, the home page's Featured Work, its service's and its place's pages.
  for (const path of ['/portfolio', '/', servicePagePath(services[0]!), locationPagePath(locations[0]!)]) {
    await expect.poll(() => linksTo(request, path, address), { ...REFRESH, message: path }).toBe(true);
  }
  // The portfolio's filters count it and show it.
  const category = film.category.toLowerCase();
  // Polled: the blog's tests alongside call the webhook too, and a visit may get the copy being refreshed.
  await expect(async () => {
    await page.goto(`/portfolio?category=${encodeURIComponent(category)}`);
    await expect(page.locator(`a[href="${address}"]`).first()).toBeVisible({ timeout: 2000 });
  }).toPass(REFRESH);

  // Unpublished: gone from every page, and its address sends visitors to the portfolio.
  await live.putEntry(film.id, (await fetchEntryFields(film)).fields, { contentType: projectType.id, published: false });
  await revalidate(request);
  await expect
    .poll(async () => {
      const response = await request.get(address, { maxRedirects: 0 });
      return `${response.status()} ${response.headers().location ?? ''}`;
    }, REFRESH)
    .toMatch(/^30[78] .*\/portfolio$/);
  for (const path of ['/portfolio', '/', servicePagePath(services[0]!), locationPagePath(locations[0]!)]) {
    await expect.poll(() => linksTo(request, path, address), { ...REFRESH, message: path }).toBe(false);
  }
});

/** A film's fields as published (the test's own copy: the stand-in keeps what was put). */
async function fetchEntryFields(film: Project & { id: string }) {
  return modelEntries(projectType, [film], () => film.slug).entries[0]!;
}

test('a film whose testimonial link points at a missing entry shows without it', async ({ request }) => {
  const film = await publishFilm();
  const fields = (await fetchEntryFields(film)).fields;
  await live.putEntry(
    film.id,
    { ...fields, testimonial: { sys: { type: 'Link', linkType: 'Entry', id: 'no-such-entry' } } },
    { contentType: projectType.id },
  );
  await revalidate(request);
  await expect
    .poll(async () => (await fetchDocument(request, projectPagePath(film))).document.querySelector('h1')?.textContent, REFRESH)
    .toBe(film.title);
  const { document } = await fetchDocument(request, projectPagePath(film));
  expect(document.querySelector('main [data-testimonial]')).toBeNull();
});

test('Contentful failing while the portfolio refreshes keeps the films it had', async ({ request }) => {
  // A portfolio that differs from content/'s, so what is kept cannot be the site's own films.
  const film = await publishFilm();
  await revalidate(request);
  await expect.poll(async () => (await filmLinks(request)).includes(projectPagePath(film)), REFRESH).toBe(true);
  const before = await filmLinks(request);

  await live.fail({ kind: 'status', status: 500 }, undefined, projectType.id);
  await revalidate(request);
  // Several visits: the first starts the refresh that fails, the next are served what was stored.
  await expect
    .poll(async () => {
      await request.get('/portfolio');
      return (await live.log()).some((entry) => entry.status === 500 && entry.path.includes(`content_type=${projectType.id}`));
    }, REFRESH)
    .toBe(true);
  for (let visit = 0; visit < 3; visit++) expect(await filmLinks(request)).toEqual(before);
  expect((await request.get(projectPagePath(film))).status()).toBe(200);
});

async function filmLinks(request: APIRequestContext) {
  const { response, document } = await fetchDocument(request, '/portfolio');
  expect(response.status()).toBe(200);
  return [...new Set([...document.querySelectorAll('main a[href^="/portfolio/"]')].map((link) => link.getAttribute('href')))];
}

test('draft preview shows a film that is not published yet, on its page and in the portfolio', async ({ page, request }) => {
  const film = await publishFilm({}, { published: false });
  const address = projectPagePath(film);
  // Without draft mode its address is no film's.
  const response = await request.get(address, { maxRedirects: 0 });
  expect(response.status()).toBe(307);

  await page.goto(`/api/draft?secret=${E2E_SECRETS.preview}&type=project&slug=${film.slug}&id=${film.id}`);
  await expect(page).toHaveURL(new RegExp(`${address}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(film.title);
  await expect(page.getByRole('complementary', { name: 'Draft preview' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto('/portfolio');
  await expect(page.locator(`main a[href="${address}"]`).first()).toBeVisible();

  // Leaving draft mode from the film's page returns there, where visitors have no such film.
  await page.goto(address);
  await page.getByRole('button', { name: 'Exit preview' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.locator(`main a[href="${address}"]`)).toHaveCount(0);
});
