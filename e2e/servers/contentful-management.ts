import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for the part of Contentful's Content Management API that `npm run reviews` uses to
// make a draft Testimonial: the space's locales, finding a film's entry by its slug, reading an
// entry by id and creating one with an id (never published). Errors come in Contentful's shape.

export interface ManagedEntry {
  sys: { id: string; type: 'Entry'; version: number; contentType: { sys: { id: string } }; publishedVersion?: number };
  fields: Record<string, Record<string, unknown>>;
}

export const MANAGEMENT_TOKEN = 'e2e-management-token-0123456789';

export async function startManagementStandIn({
  space,
  locale = 'en-GB',
  entries = [],
}: {
  space: string;
  locale?: string;
  entries?: ManagedEntry[];
}) {
  const stored = new Map(entries.map((entry) => [entry.sys.id, entry]));
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      request.on('data', (chunk) => (data += chunk));
      request.on('end', () => resolve(data));
    });
  const server = createServer(async (request, response) => {
    const body = await read(request);
    const url = new URL(request.url!, 'http://x');
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/vnd.contentful.management.v1+json' });
      response.end(JSON.stringify(payload));
    };
    const error = (status: number, id: string) => send(status, { sys: { type: 'Error', id }, message: id });
    if (request.headers.authorization !== `Bearer ${MANAGEMENT_TOKEN}`) return error(401, 'AccessTokenInvalid');
    const base = `/spaces/${space}/environments/master`;
    if (request.method === 'GET' && url.pathname === `${base}/locales`) {
      return send(200, { sys: { type: 'Array' }, total: 1, items: [{ code: locale, default: true, name: locale }] });
    }
    if (request.method === 'GET' && url.pathname === `${base}/entries`) {
      const type = url.searchParams.get('content_type');
      const slug = url.searchParams.get('fields.slug');
      const items = [...stored.values()].filter(
        (entry) => entry.sys.contentType.sys.id === type && (slug === null || entry.fields.slug?.[locale] === slug),
      );
      return send(200, { sys: { type: 'Array' }, total: items.length, skip: 0, limit: 100, items });
    }
    const one = new RegExp(`^${base}/entries/([^/]+)$`).exec(url.pathname);
    if (one) {
      const id = decodeURIComponent(one[1]!);
      const existing = stored.get(id);
      if (request.method === 'GET') return existing ? send(200, existing) : error(404, 'NotFound');
      if (request.method === 'PUT' && !existing) {
        const contentType = request.headers['x-contentful-content-type'];
        if (typeof contentType !== 'string') return error(422, 'InvalidEntry');
        const entry: ManagedEntry = {
          sys: { id, type: 'Entry', version: 1, contentType: { sys: { id: contentType } } },
          fields: (JSON.parse(body) as { fields: ManagedEntry['fields'] }).fields,
        };
        stored.set(id, entry);
        return send(201, entry);
      }
      if (request.method === 'PUT') return error(409, 'VersionMismatch');
    }
    error(404, 'NotFound');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    entries: stored,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
