import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { FILM_LENGTHS, projectTypeOf, SHOOT_DAYS } from '../../content/brief';
import {
  clientContentType,
  pricingContentType,
  projectContentType,
  testimonialContentType,
} from '../../content/contentful-types';
import { locations } from '../../content/locations';
import type { PricingRules, Project } from '../../content/model';
import { projects } from '../../content/projects';
import { services } from '../../content/services';
import { testimonials } from '../../content/testimonials';
import { contactSuccessPath } from '../../lib/contact-routes';
import { locationOptions } from '../../lib/contact/brief-content';
import { briefKey } from '../../lib/contact/brief-key';
import { estimatePrice, priceRangeText, priceTable } from '../../lib/pricing';
import { locationPagePath, projectPagePath, servicePagePath } from '../../lib/routes';
import { cms, uniqueEntry, type Failure } from '../servers/contentful';
import { PRICING_ENTRY_ID, pricingEntry } from '../servers/contentful-fixtures';
import { modelEntries } from '../servers/model-entries';
import { fetchDocument } from './html';

// Contentful down as the site meets it, and what the pages show meanwhile.

/**
 * A 503 that comes after a gateway's own wait, so the SDK's retries outlast the site's first-read wait as they do
 * with its five retries in production; or no answer at all.
 */
export const OUTAGES: { name: string; failure: Failure }[] = [
  { name: 'answers 503', failure: { kind: 'status', status: 503, delayMs: 1500 } },
  { name: 'does not answer', failure: { kind: 'slow', delayMs: 120_000 } },
];

export const PORTFOLIO_TYPES = [projectContentType.id, testimonialContentType.id, clientContentType.id];

/** Polls long enough for a stale-while-revalidate page to be rendered again, each render waiting out Contentful. */
export const RENDERED = { timeout: 60_000, intervals: [250, 500, 1000] };

/** A film of the owner's: content/'s first with a slug and title of its own, on the first service and location. */
export function newFilm(label: string, changes: Partial<Project> = {}): Project {
  const { slug } = uniqueEntry(label);
  return {
    ...projects[0]!,
    slug,
    title: `New film ${slug.slice(-6)}`,
    serviceSlugs: [services[0]!.slug],
    locationSlug: locations[0]!.slug,
    ...changes,
  };
}

/** Puts the film's poster and its entry in the space; answers the entry's id. */
export async function putFilm(space: ReturnType<typeof cms>, film: Project, { published = true } = {}): Promise<string> {
  const { entries, assets } = modelEntries(projectContentType, [film], () => film.slug);
  for (const asset of assets) await space.putAsset({ id: asset.id, fields: asset.fields });
  const entry = entries[0]!;
  await space.putEntry(entry.id, entry.fields, { contentType: projectContentType.id, published });
  return entry.id;
}

/** The owner's own film, with its client's words and the client, none of them content/'s. */
export async function publishOwnPortfolio(space: ReturnType<typeof cms>) {
  const film = newFilm('own');
  const { slug } = film;
  const quote = {
    ...testimonials[0]!,
    slug: `${slug}-words`,
    company: `Company ${slug}`,
    quote: `Words on ${film.title}.`,
    projectSlug: slug,
  };
  const client = { name: `Client ${slug}`, projectSlug: slug };
  const ids: string[] = [];
  for (const [type, entry] of [
    [testimonialContentType.id, modelEntries(testimonialContentType, [quote], () => quote.slug).entries[0]!],
    [clientContentType.id, modelEntries(clientContentType, [client], () => client.name).entries[0]!],
  ] as const) {
    ids.push(entry.id);
    await space.putEntry(entry.id, entry.fields, { contentType: type });
  }
  ids.push(await putFilm(space, film));
  return { film, quote, client, ids };
}

/** The owner's own prices, none of content/pricing.ts's, as the space's Pricing entry. */
export async function publishOwnPricing(space: ReturnType<typeof cms>) {
  const rules: PricingRules = {
    services: [services[0]!.slug],
    spreadPercent: 35,
    length: Object.fromEntries(FILM_LENGTHS.map(({ value }, index) => [value, 70 + index * 110])) as PricingRules['length'],
    extraDay: 530,
    travel: { locations: {}, elsewhere: 130 },
    extras: { social: 70, vertical: 50, captions: 30 },
    rushPercent: 15,
  };
  const { fields } = pricingEntry(rules);
  await space.putEntry(PRICING_ENTRY_ID, fields, { contentType: pricingContentType.id });
  return { id: PRICING_ENTRY_ID, rules };
}

/** A brief of the first service, which every test's prices price. */
export const pricedBrief = { projectType: projectTypeOf(services[0]!).value, shootDays: SHOOT_DAYS[1].value };

/** What the confirmation shows of a price for `pricedBrief` under these rules; '' for none. */
export function priceShownFor(rules: PricingRules | null) {
  const estimate = rules && estimatePrice(pricedBrief, priceTable(rules, services, locationOptions()));
  return estimate ? `Typically ${priceRangeText(estimate)}` : '';
}

/** The price the confirmation after sending shows for `pricedBrief`, as the server sends it; '' for none. */
export async function shownPrice(request: APIRequestContext) {
  const { document } = await fetchDocument(request, contactSuccessPath(briefKey(pricedBrief)));
  return document.querySelector('[data-testid="price-estimate"]')?.textContent ?? '';
}

/** Every page that shows films, testimonials or clients. */
export const portfolioPages = (film: Project) => [
  '/portfolio',
  '/',
  '/about',
  servicePagePath(services[0]!),
  locationPagePath(locations[0]!),
  projectPagePath(film),
];

/** The films, clients and testimonials a page shows, as the server sends it. */
export async function shownContent(request: APIRequestContext, path: string) {
  const { response, document } = await fetchDocument(request, path);
  const main = document.querySelector('main');
  const films = [...(main?.querySelectorAll('a[href^="/portfolio/"]') ?? [])].map((link) => link.getAttribute('href'));
  return {
    status: response.status(),
    films: [...new Set(films)],
    clients: [...document.querySelectorAll('[data-clients] li')].map((item) => item.textContent?.trim()),
    testimonials: [...document.querySelectorAll('figure[data-testimonial]')].map((figure) =>
      figure.getAttribute('data-testimonial'),
    ),
    quotes: [...(main?.querySelectorAll('blockquote') ?? [])].map((quote) => quote.textContent?.trim()),
  };
}

/** The log of a test build's server (e2e/support/global-setup.ts). */
export const serverLog = (variant: 'main' | 'live') => path.resolve(__dirname, '../../.next-e2e', `${variant}.log`);

/**
 * Polls each page of the owner's film until it shows the film (on its own page, its client's words) and, where
 * clients are named, its client; returns what each page showed.
 */
export async function ownPortfolioShown(
  request: APIRequestContext,
  own: Awaited<ReturnType<typeof publishOwnPortfolio>>,
  poll: { timeout: number; intervals: number[] } = RENDERED,
) {
  const shownOn = new Map<string, Awaited<ReturnType<typeof shownContent>>>();
  const filmPage = projectPagePath(own.film);
  for (const address of portfolioPages(own.film)) {
    await expect
      .poll(
        async () => {
          const shown = await shownContent(request, address);
          shownOn.set(address, shown);
          const filmShown =
            address === filmPage
              ? shown.quotes.some((quote) => quote?.includes(own.quote.quote))
              : shown.films.includes(filmPage);
          const clientShown = shown.clients.length === 0 || shown.clients.includes(own.client.name);
          return shown.status === 200 && filmShown && clientShown;
        },
        { ...poll, message: address },
      )
      .toBe(true);
  }
  return shownOn;
}

/** Lines of a server's log that say it could not read this content. */
export const failedReads = (log: string, what: 'portfolio' | 'pricing rules') =>
  readFileSync(log, 'utf8')
    .split('\n')
    .filter((line) => line.includes(`The ${what} could not be loaded from Contentful`)).length;

/**
 * After a webhook during an outage: polls until the server has rendered a page without Contentful (so the webhook's
 * refresh has reached every page), then until each page is served from a copy rendered since.
 */
export const headersOf = (request: APIRequestContext) => async (path: string) => ({
  headers: (await request.get(path)).headers(),
});

export async function renderedDuringOutage(
  get: (path: string) => Promise<{ headers: Record<string, string> }>,
  paths: string[],
  log: string,
  what: 'portfolio' | 'pricing rules',
  before: number,
) {
  await expect
    .poll(async () => {
      for (const address of paths) await get(address);
      return failedReads(log, what);
    }, RENDERED)
    .toBeGreaterThan(before);
  for (const address of paths) {
    await expect.poll(async () => (await get(address)).headers['x-nextjs-cache'], { ...RENDERED, message: address }).toBe('HIT');
  }
}
