import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { cms, type LoggedRequest } from '../servers/contentful';
import { FIXTURE } from '../servers/contentful-fixtures';
import { E2E_SECRETS } from './variants';

// Helpers of the blog's end-to-end tests.

/** The published fixture posts, newest first. */
export const PUBLISHED_TITLES = [
  FIXTURE.lighting.title,
  FIXTURE.drones.title,
  FIXTURE.grading.title,
  FIXTURE.reels.title,
  FIXTURE.behindScenes.title,
];

/** A post's title link on a list of cards. */
export const postLink = (page: Page, title: string) =>
  page.getByRole('main').getByRole('heading', { name: title }).getByRole('link');

/** The webhook, as Contentful calls it. */
export function revalidate(request: APIRequestContext, body?: unknown, secret: string | null = E2E_SECRETS.revalidate) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return request.post('/api/revalidate', {
    headers: { ...(secret === null ? {} : { 'x-revalidate-secret': secret }), 'content-type': 'application/json' },
    // A Buffer is sent byte for byte (a string with a JSON content type would be encoded as a JSON string).
    data: Buffer.from(text),
  });
}

/** Titles of the cards on /blog, as served now (ISR may serve the previous page first). */
export async function listedTitles(request: APIRequestContext, path = '/blog'): Promise<string[]> {
  // React may mark the end of a text node with an empty comment; it is not part of the title.
  const html = (await (await request.get(path)).text()).replaceAll('<!-- -->', '');
  return [...html.matchAll(/<h2[^>]*><a[^>]*href="\/blog\/[^"]+"[^>]*>([^<]+)<\/a><\/h2>/g)].map((match) =>
    decodeEntities(match[1]!),
  );
}

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Waits until the list shows (or no longer shows) a title, allowing for stale-while-revalidate. */
export async function expectListed(request: APIRequestContext, title: string, listed = true, timeout = 30_000) {
  await expect
    .poll(async () => (await listedTitles(request)).includes(title), { timeout, intervals: [250, 500, 1000, 2000] })
    .toBe(listed);
}

/** Requests the stand-in answered since a moment, oldest first. */
export async function requestsSince(since: number, space?: string): Promise<LoggedRequest[]> {
  return (await cms(space).log()).filter((entry) => entry.at >= since);
}

/** The blog's reads (entries of no named content type) the stand-in answered since a moment, oldest first. */
export async function blogReadsSince(since: number, space?: string): Promise<LoggedRequest[]> {
  return (await requestsSince(since, space)).filter((entry) => !new URL(entry.path, 'http://x').searchParams.has('content_type'));
}

/**
 * With Contentful failing since `since`, asks for a revalidation and visits /blog, whose refresh then fails: resolves once
 * the stand-in has answered the blog's first read and each of its retries with `status` (0: the connection dropped).
 */
export async function refreshUntilGivenUp(
  request: APIRequestContext,
  since: number,
  space: string,
  status: number,
  { retryLimit }: { retryLimit: number },
) {
  expect((await revalidate(request)).status()).toBe(200);
  await request.get('/blog');
  await expect
    .poll(async () => (await blogReadsSince(since, space)).filter((entry) => entry.status === status).length, {
      timeout: 60_000,
      intervals: [250],
    })
    .toBeGreaterThanOrEqual(retryLimit + 1);
}
