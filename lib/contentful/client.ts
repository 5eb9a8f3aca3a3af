import 'server-only';
import { createClient } from 'contentful';
import { env, isLoopbackHost } from '@/lib/env';
import { loggable } from './loggable';
import type { RawEntryCollection } from './types';

// Retries (CONTENTFUL_RETRY_LIMIT, with backoff on 5xx, 429 and connection errors) and the 30 s timeout are the SDK's own.

export type ContentfulApi = 'delivery' | 'preview';

/** Entries per request; Contentful allows up to 1000, but a page with its includes must stay under 7 MB. */
const PAGE_SIZE = 100;
const MAX_PAGES = 100;

export function isContentfulConfigured(api: ContentfulApi = 'delivery'): boolean {
  if (!env.CONTENTFUL_SPACE_ID || !env.CONTENTFUL_ACCESS_TOKEN) return false;
  return api === 'delivery' || Boolean(env.CONTENTFUL_PREVIEW_ACCESS_TOKEN);
}

export function hostFor(api: ContentfulApi, configured = env.CONTENTFUL_HOST): string {
  if (!configured) return api === 'preview' ? 'preview.contentful.com' : 'cdn.contentful.com';
  return api === 'preview' ? configured.replace(/^cdn\./, 'preview.') : configured;
}

function clientFor(api: ContentfulApi) {
  const host = hostFor(api);
  return createClient({
    space: env.CONTENTFUL_SPACE_ID!,
    accessToken: (api === 'preview' ? env.CONTENTFUL_PREVIEW_ACCESS_TOKEN : env.CONTENTFUL_ACCESS_TOKEN)!,
    environment: env.CONTENTFUL_ENVIRONMENT,
    host,
    insecure: isLoopbackHost(host),
    retryLimit: env.CONTENTFUL_RETRY_LIMIT,
  }).withoutLinkResolution;
}

/** Contentful's answer to a query naming a content type the space does not have (yet): not an outage. */
export function isUnknownContentType(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'InvalidQuery') return false;
  try {
    const errors = (JSON.parse(error.message) as { details?: { errors?: { name?: unknown }[] } }).details?.errors;
    return Array.isArray(errors) && errors.some((detail) => detail?.name === 'unknownContentType');
  } catch {
    return false;
  }
}

/** A failed read as one line: whatever logs it, Next's own log of a failed refresh too, never sees the access token. */
function withoutRequest(error: unknown): unknown {
  const line = loggable(error);
  return typeof line === 'string' ? new Error(line) : line;
}

const NO_ENTRIES = { items: [], includes: { Entry: [], Asset: [] }, total: 0 } as const;

export async function fetchEntries(
  api: ContentfulApi,
  contentType: string | undefined = env.CONTENTFUL_BLOG_CONTENT_TYPE,
): Promise<RawEntryCollection> {
  const client = clientFor(api);
  const items: unknown[] = [];
  const includedEntries: unknown[] = [];
  const includedAssets: unknown[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    // A space set up before a kind of content existed holds none of it, and the site keeps content/'s.
    const response = await client
      .getEntries({
        skip: items.length,
        limit: PAGE_SIZE,
        include: 2,
        // A stable order, so entries do not shift between pages while an editor works.
        order: ['sys.createdAt', 'sys.id'],
        ...(contentType ? { content_type: contentType } : {}),
      })
      .catch((error: unknown) => {
        if (contentType && isUnknownContentType(error)) return NO_ENTRIES;
        throw withoutRequest(error);
      });
    items.push(...response.items);
    includedEntries.push(...(response.includes?.Entry ?? []));
    includedAssets.push(...(response.includes?.Asset ?? []));
    if (response.items.length === 0 || items.length >= response.total) break;
  }
  return { items, includes: { Entry: includedEntries, Asset: includedAssets }, total: items.length };
}

export async function fetchEntryById(api: ContentfulApi, id: string): Promise<RawEntryCollection> {
  const response = await clientFor(api)
    .getEntries({ 'sys.id': id, include: 1, limit: 1 })
    .catch((error: unknown) => {
      throw withoutRequest(error);
    });
  return {
    items: response.items,
    includes: { Entry: response.includes?.Entry ?? [], Asset: response.includes?.Asset ?? [] },
    total: response.items.length,
  };
}
