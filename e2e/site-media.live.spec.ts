import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CONTENTFUL_IMAGE_ORIGIN, CONTENTFUL_VIDEO_ORIGIN } from '../content/fields';
import { locations } from '../content/locations';
import { services } from '../content/services';
import { siteMediaFiles } from '../content/site-media';
import { locationPagePath, servicePagePath } from '../lib/routes';
import { cms, CONTENTFUL } from './servers/contentful';
import { fullSiteMedia, ownImage, pagePictureEntries, publicFileOf, siteMediaEntry } from './servers/media-fixtures';
import type { ModelAsset, ModelEntry } from './servers/model-entries';
import { revalidate } from './support/blog';
import { fetchDocument } from './support/html';

// The pictures and films of the `live` build's pages set in its Contentful space (the stand-in's kestrel-live): the
// hero's poster and film, a location's picture and a service's (its card too) reach their pages after the webhook,
// through Contentful's Images API at the sizes the page asks for, and the site's own files come back once unpublished.

const live = cms(CONTENTFUL.liveSpace);
const REFRESH = { timeout: 40_000, intervals: [250, 500, 1000] };

test.describe.configure({ mode: 'serial' });

const location = locations[0]!;
const locationPath = locationPagePath(location);
const picture = ownImage(location.imagePath, 'A street at dusk, set in Contentful', 2400, 1600);
const media = siteMediaEntry({
  heroPoster: fullSiteMedia.heroPoster,
  heroFilmMp4: fullSiteMedia.heroFilmMp4,
  heroFilmWebm: fullSiteMedia.heroFilmWebm,
});
const service = services.find((candidate) => candidate.image)!;
const servicePicture = ownImage(service.image!.src, 'A crew at work, set in Contentful', 2400, 1600);
const pictures = pagePictureEntries([
  { page: locationPath, picture },
  { page: servicePagePath(service), picture: servicePicture },
]);
const published: { entries: ModelEntry[]; assets: ModelAsset[] }[] = [media, pictures];

/** The first-screen picture of a page: what it asks for (its widths, sizes and priority) and what it preloads. */
async function firstScreenPicture(request: APIRequestContext, route: string, selector: string, file: string) {
  const { document } = await fetchDocument(request, route);
  const img = document.querySelector(`main ${selector}`)!;
  // The set picture keeps the file's name in its Contentful address (media-fixtures.ts).
  const preload = document.querySelector(`link[rel="preload"][as="image"][imagesrcset*="${path.basename(file)}"]`);
  const widths = (srcset: string | null | undefined) =>
    (srcset ?? '').split(', ').map((candidate) => Number(candidate.split(' ')[1]!.replace('w', '')));
  const source = img.closest('picture')?.querySelector('source');
  return {
    src: img.getAttribute('src')!,
    sizes: img.getAttribute('sizes'),
    fetchPriority: img.getAttribute('fetchpriority'),
    widths: widths(img.getAttribute('srcset')),
    preloadWidths: widths(preload?.getAttribute('imagesrcset')),
    preloadSizes: preload?.getAttribute('imagesizes'),
    preloadUrls: (preload?.getAttribute('imagesrcset') ?? '').split(', ').map((candidate) => candidate.split(' ')[0]!),
    avif: source?.getAttribute('type') === 'image/avif',
  };
}

const hero = (request: APIRequestContext) =>
  firstScreenPicture(request, '/', 'img[data-hero-poster]', siteMediaFiles.heroPoster.src);
const locationHero = (request: APIRequestContext) => firstScreenPicture(request, locationPath, 'header img', location.imagePath);
/** The service's card on /services: the same picture as its page's. */
const serviceCardSrc = async (request: APIRequestContext) =>
  (await fetchDocument(request, '/services')).document.querySelector(`[data-service="${service.slug}"] img`)!.getAttribute('src');

/** The stand-in has no file host: a browser's request to Contentful's hosts gets the public/ file the address names. */
async function serveContentfulFiles(page: Page) {
  const files = [...siteMediaFiles.heroFilm.map((file) => file.src), siteMediaFiles.heroPoster.src, location.imagePath];
  const asked: string[] = [];
  for (const origin of [CONTENTFUL_IMAGE_ORIGIN, CONTENTFUL_VIDEO_ORIGIN])
    await page.route(`${origin}/**`, (route) => {
      const url = route.request().url();
      asked.push(url);
      const file = publicFileOf(url, files);
      if (!file) return route.fulfill({ status: 404 });
      const type = file.endsWith('.mp4') ? 'video/mp4' : file.endsWith('.webm') ? 'video/webm' : 'image/jpeg';
      return route.fulfill({ body: readFileSync(path.join('public', file)), contentType: type });
    });
  return asked;
}

test.afterEach(async ({ request }) => {
  for (const { entries } of published) for (const entry of entries) await live.deleteEntry(entry.id);
  await revalidate(request);
});

test('the hero’s poster and film and a location’s picture set in Contentful reach their pages after the webhook, at the sizes the pages ask for, and leave when unpublished', async ({
  request,
  page,
}) => {
  test.setTimeout(150_000);
  const ownHero = await hero(request);
  const ownLocation = await locationHero(request);
  const ownServiceCard = await serviceCardSrc(request);
  expect(ownHero.src).toContain(encodeURIComponent(siteMediaFiles.heroPoster.src));

  for (const { entries, assets } of published) {
    for (const asset of assets) await live.putAsset(asset);
    for (const entry of entries) await live.putEntry(entry.id, entry.fields, { contentType: entry.contentType });
  }
  expect((await revalidate(request)).status()).toBe(200);

  await expect.poll(async () => (await hero(request)).src, REFRESH).toMatch(new RegExp(`^${CONTENTFUL_IMAGE_ORIGIN}/`));
  await expect.poll(async () => (await locationHero(request)).src, REFRESH).toMatch(new RegExp(`^${CONTENTFUL_IMAGE_ORIGIN}/`));
  await expect.poll(() => serviceCardSrc(request), REFRESH).toMatch(new RegExp(`^${CONTENTFUL_IMAGE_ORIGIN}/`));

  // Through the Images API, at the widths and sizes the site's own file was asked for, still preloaded first.
  for (const [own, set, image] of [
    [ownHero, await hero(request), fullSiteMedia.heroPoster!],
    [ownLocation, await locationHero(request), picture],
  ] as const) {
    expect(set).toMatchObject({
      sizes: own.sizes,
      fetchPriority: 'high',
      widths: own.widths,
      preloadWidths: own.preloadWidths,
      preloadSizes: own.preloadSizes,
      avif: true,
    });
    for (const url of set.preloadUrls) {
      expect(url.startsWith(`${image.src}?`)).toBe(true);
      expect(new URL(url).searchParams.get('fm')).toBe('avif');
    }
  }

  const asked = await serveContentfulFiles(page);
  await page.goto('/');
  const poster = page.locator('img[data-hero-poster]');
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const chosen = await poster.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(chosen.startsWith(`${fullSiteMedia.heroPoster!.src}?`)).toBe(true);
  expect(ownHero.widths).toContain(Number(new URL(chosen).searchParams.get('w')));
  // The film from Contentful's video host, the smaller WebM first, allowed by the page's policy and playing.
  const video = page.locator('video[data-hero-video]');
  await expect(video.locator('source')).toHaveCount(2);
  expect(await video.locator('source').evaluateAll((sources) => sources.map((source) => source.getAttribute('src')))).toEqual([
    fullSiteMedia.heroFilmWebm!.src,
    fullSiteMedia.heroFilmMp4!.src,
  ]);
  await expect(video).toHaveAttribute('data-playing', 'true', { timeout: 15_000 });
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toBe(fullSiteMedia.heroFilmWebm!.src);
  expect(asked.filter((url) => url.startsWith(`${CONTENTFUL_VIDEO_ORIGIN}/`))).not.toEqual([]);

  // Unpublished, each page shows the site's own file again.
  for (const { entries } of published) for (const entry of entries) await live.deleteEntry(entry.id);
  expect((await revalidate(request)).status()).toBe(200);
  await expect.poll(async () => (await hero(request)).src, REFRESH).toBe(ownHero.src);
  await expect.poll(async () => (await locationHero(request)).src, REFRESH).toBe(ownLocation.src);
  await expect.poll(() => serviceCardSrc(request), REFRESH).toBe(ownServiceCard);
});
