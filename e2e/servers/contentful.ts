import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { origin, ports } from '../support/ports';
import { archivePosts } from './contentful-archive';
import {
  fixtureAssets,
  fixtureEntries,
  portfolioFixtureAssets,
  portfolioFixtureEntries,
  pricingFixtureEntries,
  type FixtureAsset,
  type FixtureEntry,
} from './contentful-fixtures';
import type { RunningServer } from './running-server';

// A local stand-in for Contentful's Content Delivery and Preview APIs, speaking enough of
// them for the SDK: GET /spaces/{space}/environments/{env}/entries with skip/limit
// pagination, content_type and sys.id filters, `includes` for linked entries and assets,
// and errors in Contentful's JSON shape. The site under test reaches it through
// CONTENTFUL_HOST=127.0.0.1:{port}.
//
// Each space keeps its own state, so the variants of the site do not disturb each other.
// Tests drive it through a control interface under /__control/{space}/ (helpers below):
// add, change or remove entries, make the next requests fail (500, 429, dropped
// connection) or answer slowly, and read the log of requests it answered.

export const CONTENTFUL = {
  /** The space of the `main` variant. */
  space: 'kestrel-e2e',
  /** The space of the `live` variant, seeded like the main one: the tests that change what Contentful holds. */
  liveSpace: 'kestrel-live',
  /** The space of the `offline` variant: unreachable until a test brings it back. */
  offlineSpace: 'kestrel-offline',
  /** The space of the instances that e2e/scale-out.spec.ts starts, so their posts stay theirs. */
  scaleOutSpace: 'kestrel-scale-out',
  /** The space of the instance that e2e/outage-restart.spec.ts starts and starts again. */
  restartSpace: 'kestrel-restart',
  /** The fixtures and generated older posts, more than one page of /blog holds (e2e/blog-pages.spec.ts). */
  archiveSpace: 'kestrel-archive',
  /** Generated posts in that space: with the five published fixtures, two pages of /blog. */
  archivePosts: 19,
  deliveryToken: 'e2e-delivery-token-0123456789',
  previewToken: 'e2e-preview-token-0123456789',
  /** Entries per page: small, so every read of the blog follows pagination. */
  pageSize: 3,
} as const;

export const contentfulHost = () => `127.0.0.1:${ports.cms}`;

/** The settings that point the site's Delivery and Preview API clients at a space of this stand-in. */
export const standInSettings = (space: string = CONTENTFUL.space): Record<string, string> => ({
  CONTENTFUL_SPACE_ID: space,
  CONTENTFUL_ACCESS_TOKEN: CONTENTFUL.deliveryToken,
  CONTENTFUL_PREVIEW_ACCESS_TOKEN: CONTENTFUL.previewToken,
  CONTENTFUL_HOST: contentfulHost(),
});

/** A status may come after a delay: a gateway answering 503 once its own wait is over. */
type Failure =
  | { kind: 'status'; status: 500 | 503 | 429; delayMs?: number }
  | { kind: 'drop' }
  | { kind: 'slow'; delayMs: number }
  /** As Contentful answers a query for a content type the space does not have. */
  | { kind: 'unknown-type' };

interface FailureRule {
  failure: Failure;
  /** Requests left to affect; null: until recovered. */
  remaining: number | null;
  /** Only requests for entries of this content type, null: only those naming none (the blog's); unset: every request. */
  contentType?: string | null;
}

interface StoredEntry {
  id: string;
  contentType: string;
  fields: Record<string, unknown>;
  published: boolean;
  createdAt: string;
  updatedAt: string;
  revision: number;
}

export interface LoggedRequest {
  at: number;
  api: 'delivery' | 'preview' | 'unauthorised';
  path: string;
  /** HTTP status answered, or 0 for a dropped connection. */
  status: number;
}

interface SpaceState {
  entries: Map<string, StoredEntry>;
  assets: Map<string, FixtureAsset>;
  rules: FailureRule[];
  log: LoggedRequest[];
}

const spaces = new Map<string, SpaceState>();

function freshSpace(
  seed: FixtureEntry[] = [...fixtureEntries, ...portfolioFixtureEntries, ...pricingFixtureEntries],
): SpaceState {
  const now = new Date().toISOString();
  const entries = new Map<string, StoredEntry>();
  seed.forEach((entry, index) => {
    // Fixed, ordered creation times keep pagination stable.
    const createdAt = entry.createdAt ?? new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString();
    entries.set(entry.id, toStored(entry, createdAt, entry.updatedAt ?? now));
  });
  const assets = [...fixtureAssets, ...portfolioFixtureAssets];
  return { entries, assets: new Map(assets.map((asset) => [asset.id, asset])), rules: [], log: [] };
}

function toStored(entry: FixtureEntry, createdAt: string, updatedAt: string, revision = 1): StoredEntry {
  return {
    id: entry.id,
    contentType: entry.contentType ?? 'blogPost',
    fields: entry.fields,
    published: entry.published ?? true,
    createdAt,
    updatedAt,
    revision,
  };
}

function resetSpaces() {
  spaces.clear();
  spaces.set(CONTENTFUL.space, freshSpace());
  // Without the pricing entry: e2e/pricing.live.spec.ts publishes its own, as the blog's tests there count every read.
  spaces.set(CONTENTFUL.liveSpace, freshSpace([...fixtureEntries, ...portfolioFixtureEntries]));
  spaces.set(CONTENTFUL.scaleOutSpace, freshSpace());
  spaces.set(CONTENTFUL.restartSpace, freshSpace());
  spaces.set(
    CONTENTFUL.archiveSpace,
    freshSpace([
      ...fixtureEntries,
      ...portfolioFixtureEntries,
      ...pricingFixtureEntries,
      ...archivePosts(CONTENTFUL.archivePosts).map((post) => post.entry),
    ]),
  );
  const offline = freshSpace();
  offline.rules.push({ failure: { kind: 'drop' }, remaining: null });
  spaces.set(CONTENTFUL.offlineSpace, offline);
}

const sys = (space: string, type: 'Entry' | 'Asset', id: string, createdAt: string, updatedAt: string, extra = {}) => ({
  space: { sys: { type: 'Link', linkType: 'Space', id: space } },
  environment: { sys: { type: 'Link', linkType: 'Environment', id: 'master' } },
  id,
  type,
  createdAt,
  updatedAt,
  locale: 'en-US',
  ...extra,
});

const entryJson = (space: string, entry: StoredEntry) => ({
  metadata: { tags: [], concepts: [] },
  sys: sys(space, 'Entry', entry.id, entry.createdAt, entry.updatedAt, {
    revision: entry.revision,
    contentType: { sys: { type: 'Link', linkType: 'ContentType', id: entry.contentType } },
  }),
  fields: entry.fields,
});

const assetJson = (space: string, asset: FixtureAsset) => ({
  metadata: { tags: [] },
  sys: sys(space, 'Asset', asset.id, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', { revision: 1 }),
  fields: asset.fields,
});

/** Every link (sys.type Link) anywhere inside a value, rich text included. */
function linksIn(value: unknown, found: { linkType: string; id: string }[] = []) {
  if (Array.isArray(value)) value.forEach((item) => linksIn(item, found));
  else if (value && typeof value === 'object') {
    const sysValue = (value as { sys?: { type?: unknown; linkType?: unknown; id?: unknown } }).sys;
    if (sysValue?.type === 'Link' && typeof sysValue.linkType === 'string' && typeof sysValue.id === 'string') {
      found.push({ linkType: sysValue.linkType, id: sysValue.id });
    } else {
      Object.values(value).forEach((item) => linksIn(item, found));
    }
  }
  return found;
}

function contentfulError(
  res: ServerResponse,
  status: number,
  id: string,
  message: string,
  headers: Record<string, string> = {},
  details?: unknown,
) {
  res.writeHead(status, { 'Content-Type': 'application/vnd.contentful.delivery.v1+json', ...headers });
  res.end(JSON.stringify({ sys: { type: 'Error', id }, message, ...(details ? { details } : {}), requestId: randomUUID() }));
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes the failure (if any) that applies to this request, counting it down. */
function takeFailure(space: SpaceState, contentType: string | null): Failure | null {
  const rule = space.rules.find(
    (candidate) =>
      (candidate.remaining === null || candidate.remaining > 0) &&
      (candidate.contentType === undefined || candidate.contentType === contentType),
  );
  if (!rule) return null;
  if (rule.remaining !== null) rule.remaining -= 1;
  space.rules = space.rules.filter((candidate) => candidate.remaining === null || candidate.remaining > 0);
  return rule.failure;
}

async function serveEntries(req: IncomingMessage, res: ServerResponse, url: URL, spaceId: string, environment: string) {
  const space = spaces.get(spaceId);
  const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const api = token === CONTENTFUL.deliveryToken ? 'delivery' : token === CONTENTFUL.previewToken ? 'preview' : 'unauthorised';
  const log = (status: number) => space?.log.push({ at: Date.now(), api, path: `${url.pathname}${url.search}`, status });

  if (!space || environment !== 'master') {
    return contentfulError(
      res,
      404,
      'NotFound',
      'The resource could not be found.',
      {},
      { type: space ? 'Environment' : 'Space', id: space ? environment : spaceId },
    );
  }
  if (api === 'unauthorised') {
    log(401);
    return contentfulError(res, 401, 'AccessTokenInvalid', 'The access token you sent could not be found or is invalid.');
  }

  const failure = takeFailure(space, url.searchParams.get('content_type'));
  if (failure?.kind === 'drop') {
    log(0);
    res.socket?.destroy();
    return;
  }
  if (failure?.kind === 'status') {
    if (failure.delayMs) await delay(failure.delayMs);
    log(failure.status);
    if (failure.status === 429) {
      return contentfulError(
        res,
        429,
        'RateLimitExceeded',
        'You have exceeded the rate limit of the Organization this Space belongs to by making too many API requests within a short timespan. Please wait a moment before trying the request again.',
        { 'X-Contentful-RateLimit-Reset': '1' },
      );
    }
    return contentfulError(
      res,
      failure.status,
      failure.status === 503 ? 'ServiceUnavailable' : 'ServerError',
      'Internal server error',
    );
  }
  if (failure?.kind === 'slow') await delay(failure.delayMs);
  if (failure?.kind === 'unknown-type') {
    log(400);
    return contentfulError(
      res,
      400,
      'InvalidQuery',
      'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.',
      {},
      { errors: [{ name: 'unknownContentType', value: 'DOESNOTEXIST' }] },
    );
  }

  const limit = Number(url.searchParams.get('limit') ?? 100);
  const skip = Number(url.searchParams.get('skip') ?? 0);
  const include = Number(url.searchParams.get('include') ?? 1);
  if (
    !Number.isInteger(limit) ||
    limit < 0 ||
    limit > 1000 ||
    !Number.isInteger(skip) ||
    skip < 0 ||
    !(include >= 0 && include <= 10)
  ) {
    log(400);
    return contentfulError(
      res,
      400,
      'BadRequest',
      'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.',
    );
  }

  const contentType = url.searchParams.get('content_type');
  const id = url.searchParams.get('sys.id');
  const matching = [...space.entries.values()]
    .filter((entry) => api === 'preview' || entry.published)
    .filter((entry) => !contentType || entry.contentType === contentType)
    .filter((entry) => !id || entry.id === id)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  const page = matching.slice(skip, skip + Math.min(limit, pageSize));

  // Linked entries and assets, `include` levels deep, as Contentful resolves them.
  const includedEntries = new Map<string, StoredEntry>();
  const includedAssets = new Map<string, FixtureAsset>();
  let frontier: unknown[] = page.map((entry) => entry.fields);
  for (let level = 0; level < include && frontier.length; level++) {
    const next: unknown[] = [];
    for (const found of linksIn(frontier)) {
      if (found.linkType === 'Asset' && space.assets.has(found.id)) includedAssets.set(found.id, space.assets.get(found.id)!);
      const linked = space.entries.get(found.id);
      if (found.linkType === 'Entry' && linked && (api === 'preview' || linked.published) && !includedEntries.has(found.id)) {
        includedEntries.set(found.id, linked);
        next.push(linked.fields);
      }
    }
    frontier = next;
  }

  log(200);
  res.writeHead(200, { 'Content-Type': 'application/vnd.contentful.delivery.v1+json' });
  res.end(
    JSON.stringify({
      sys: { type: 'Array' },
      total: matching.length,
      skip,
      limit,
      items: page.map((entry) => entryJson(spaceId, entry)),
      includes: {
        Entry: [...includedEntries.values()].map((entry) => entryJson(spaceId, entry)),
        Asset: [...includedAssets.values()].map((asset) => assetJson(spaceId, asset)),
      },
    }),
  );
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** PUT/DELETE entries and assets, POST fail/recover, GET log; always scoped to one space. */
async function serveControl(req: IncomingMessage, res: ServerResponse, parts: string[]) {
  const [spaceId, resource, id] = parts;
  const space = spaceId ? spaces.get(spaceId) : undefined;
  if (!space) return sendJson(res, 404, { error: `unknown space ${spaceId}` });
  const body = req.method === 'GET' || req.method === 'DELETE' ? {} : await readJson(req);

  if (resource === 'entries' && id && req.method === 'PUT') {
    const existing = space.entries.get(id);
    const now = new Date().toISOString();
    const entry = toStored(
      {
        id,
        fields: body.fields as Record<string, unknown>,
        published: body.published as boolean | undefined,
        contentType: body.contentType as string | undefined,
      },
      existing?.createdAt ?? now,
      now,
      (existing?.revision ?? 0) + 1,
    );
    space.entries.set(id, entry);
    return sendJson(res, 200, entryJson(spaceId!, entry));
  }
  if (resource === 'entries' && id && req.method === 'DELETE') {
    space.entries.delete(id);
    return sendJson(res, 200, { deleted: id });
  }
  if (resource === 'assets' && id && req.method === 'PUT') {
    space.assets.set(id, { id, fields: body.fields as Record<string, unknown> });
    return sendJson(res, 200, { id });
  }
  if (resource === 'fail' && req.method === 'POST') {
    space.rules.push({
      failure: body.failure as Failure,
      remaining: typeof body.count === 'number' ? body.count : null,
      ...(typeof body.contentType === 'string' || body.contentType === null ? { contentType: body.contentType } : {}),
    });
    return sendJson(res, 200, { rules: space.rules });
  }
  if (resource === 'recover' && req.method === 'POST') {
    // The rules of one content type, or those of every request: each test ends only its own failures.
    space.rules = space.rules.filter((rule) => rule.contentType !== (body.contentType as string | null | undefined));
    return sendJson(res, 200, { rules: space.rules });
  }
  if (resource === 'log' && req.method === 'GET') return sendJson(res, 200, space.log);
  return sendJson(res, 404, { error: 'unknown control request' });
}

/** Entries per response; the archive cost script answers as many as Contentful would. */
let pageSize: number = CONTENTFUL.pageSize;

/** A space holding only the given entries (and the fixture assets), for the archive cost script. */
export function seedSpace(space: string, entries: FixtureEntry[]) {
  spaces.set(space, freshSpace(entries));
}

export async function startContentfulStandIn(port = ports.cms, options: { pageSize?: number } = {}): Promise<RunningServer> {
  resetSpaces();
  pageSize = options.pageSize ?? CONTENTFUL.pageSize;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const handle =
      parts[0] === '__control'
        ? serveControl(req, res, parts.slice(1))
        : parts[0] === 'spaces' &&
            parts[2] === 'environments' &&
            parts[4] === 'entries' &&
            parts.length === 5 &&
            req.method === 'GET'
          ? serveEntries(req, res, url, parts[1]!, parts[3]!)
          : Promise.resolve(contentfulError(res, 404, 'NotFound', 'The resource could not be found.'));
    handle.catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: String(error) });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    name: 'contentful',
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/* ---- Helpers for tests: the control interface, over HTTP (tests run in other processes). ---- */

async function control(space: string, path: string, init: { method: string; body?: unknown } = { method: 'GET' }) {
  const response = await fetch(`${origin(ports.cms)}/__control/${space}/${path}`, {
    method: init.method,
    headers: { 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`stand-in control ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

export type { Failure };

export const cms = (space: string = CONTENTFUL.space) => ({
  putEntry: (id: string, fields: Record<string, unknown>, options: { published?: boolean; contentType?: string } = {}) =>
    control(space, `entries/${encodeURIComponent(id)}`, { method: 'PUT', body: { fields, ...options } }),
  deleteEntry: (id: string) => control(space, `entries/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  putAsset: (asset: FixtureAsset) =>
    control(space, `assets/${encodeURIComponent(asset.id)}`, { method: 'PUT', body: { fields: asset.fields } }),
  /**
   * The next `count` requests (or all, until recover(), when count is omitted) fail this way; with
   * a content type, only the requests for it, with null only those naming none, as the blog's reads
   * (so the blog's tests and the portfolio's stay apart).
   */
  fail: (failure: Failure, count?: number, contentType?: string | null) =>
    control(space, 'fail', { method: 'POST', body: { failure, count, contentType } }),
  recover: (contentType?: string | null) => control(space, 'recover', { method: 'POST', body: { contentType } }),
  log: () => control(space, 'log') as Promise<LoggedRequest[]>,
});

/** A unique id and slug for a test's own entry, so parallel tests never touch each other's. */
export function uniqueEntry(prefix: string) {
  const token = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { id: `${prefix}${token}`.replace(/[^A-Za-z0-9]/g, ''), slug: `${prefix}-${token}` };
}
