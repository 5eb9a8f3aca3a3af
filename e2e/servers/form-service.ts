import { createServer, type IncomingMessage } from 'node:http';
import { origin, ports } from '../support/ports';
import { FAQ_WIDGET_PATH, faqWidgetScript } from './faq-widget';
import type { RunningServer } from './running-server';

/**
 * A local stand-in for the external form service (and the host of the test FAQ widget).
 * Like the real service it takes a native form post on any path under /f/, keeps it and
 * redirects the browser to the form's `_next`. Tests read what it received from GET /posts.
 */
export const FORM_SERVICE_ORIGIN = origin(ports.form);
export const FORM_ACTION_URL = `${FORM_SERVICE_ORIGIN}/f/kestrel-enquiries`;
export const FAQ_WIDGET_URL = `${FORM_SERVICE_ORIGIN}${FAQ_WIDGET_PATH}`;

export interface ReceivedPost {
  path: string;
  contentType: string;
  /** A name posted more than once (the brief's extras) holds every value, in order. */
  fields: Record<string, string | string[]>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFormService(): Promise<RunningServer> {
  const posts: ReceivedPost[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', FORM_SERVICE_ORIGIN);
    if (request.method === 'GET' && url.pathname === FAQ_WIDGET_PATH) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(faqWidgetScript);
      return;
    }
    if (request.method === 'GET' && url.pathname === '/posts') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(posts));
      return;
    }
    if (request.method === 'POST' && url.pathname.startsWith('/f/')) {
      const contentType = request.headers['content-type'] ?? '';
      const body = await readBody(request);
      const fields: ReceivedPost['fields'] = {};
      for (const [name, value] of new URLSearchParams(body)) {
        const known = fields[name];
        fields[name] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
      }
      posts.push({ path: url.pathname, contentType, fields });
      const next = typeof fields._next === 'string' ? fields._next : undefined;
      if (!next) {
        response.writeHead(400, { 'Content-Type': 'text/plain' });
        response.end('Missing _next');
        return;
      }
      response.writeHead(302, { Location: next });
      response.end();
      return;
    }
    response.writeHead(404, { 'Content-Type': 'text/plain' });
    response.end('Not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(ports.form, '127.0.0.1', resolve);
  });
  return {
    name: 'form-service',
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
