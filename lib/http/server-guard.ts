import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { fileRefusal, mayBeRefused, servedFile, type FileFolders } from './file-conditions';
import { allowedMethods, isApiPath, ROUTABLE_METHODS } from './methods';

// Next answers some requests (its own 308s, unroutable methods) before any header or the proxy applies: these rules cannot wait.

export interface ServerGuardOptions {
  headers: readonly { key: string; value: string }[];
  maxBodyBytes: (pathname: string) => number;
  notFoundPath: string;
  draft?: DraftOptions;
  requestTimeoutMs?: number;
  log?: (line: string) => void;
  files?: FileFolders;
}

export const REQUEST_TIMEOUT_MS = 30_000;

interface DraftOptions {
  headers: readonly { key: string; value: string }[];
  isDraftId: (value: string) => boolean;
}

/** Next's draft-mode cookie (next/dist/server/api-utils COOKIE_NAME_PRERENDER_BYPASS). */
export const DRAFT_COOKIE = '__prerender_bypass';

const SHARED_ASSET = /^\/_next\/(?:static\/|image$)/;

const NOT_STORED = 'private, no-cache, no-store, max-age=0, must-revalidate';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...value] = pair.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
}

const setCookies = (response: ServerResponse) => {
  const value = response.getHeader('set-cookie');
  return value === undefined ? [] : Array.isArray(value) ? value : [String(value)];
};

// Partitioned keeps the draft cookie in Contentful's frame where third-party cookies are blocked; its removal names it too.
function partitionDraftCookie(response: ServerResponse) {
  const cookies = setCookies(response);
  if (!cookies.some((cookie) => cookie.startsWith(`${DRAFT_COOKIE}=`))) return;
  response.setHeader(
    'Set-Cookie',
    cookies.map((cookie) =>
      cookie.startsWith(`${DRAFT_COOKIE}=`) && /;\s*secure\b/i.test(cookie) && !/;\s*partitioned\b/i.test(cookie)
        ? `${cookie}; Partitioned`
        : cookie,
    ),
  );
}

function isDraftResponse(request: IncomingMessage, response: ServerResponse, draft: DraftOptions): boolean {
  const sent = cookieValue(request.headers.cookie, DRAFT_COOKIE);
  if (sent && draft.isDraftId(sent)) return true;
  const set = setCookies(response).find((cookie) => cookie.startsWith(`${DRAFT_COOKIE}=`));
  const value = set && cookieValue(set.split(';', 1)[0], DRAFT_COOKIE);
  return Boolean(value && draft.isDraftId(value));
}

function applyDraftHeaders(request: IncomingMessage, response: ServerResponse, rawPath: string, draft: DraftOptions) {
  partitionDraftCookie(response);
  if (SHARED_ASSET.test(rawPath) || !isDraftResponse(request, response, draft)) return;
  response.removeHeader('X-Frame-Options');
  for (const { key, value } of draft.headers) response.setHeader(key, value);
  response.setHeader('Cache-Control', NOT_STORED);
}

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

/** `.` or `..` in any spelling: WHATWG URL parsing resolves `%2e%2e`, so Next would serve the parent's page. */
export function hasDotSegment(rawPath: string): boolean {
  return rawPath.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
}

/** Bad `%` escapes (`/%ff`): Next fails to decode a page's parameter and answers 500, even after the proxy's rewrite. */
export function hasMalformedEscape(rawPath: string): boolean {
  try {
    decodeURIComponent(rawPath);
    return false;
  } catch {
    return true;
  }
}

export const isOriginForm = (target: string) => target.startsWith('/');

/** Next's own error pages have addresses of their own; /_global-error answers 500 by design, so neither is a page of the site. */
export const isFrameworkErrorPage = (rawPath: string) => /^\/_(?:global-error|not-found)(?:\.[a-z]+)?$/.test(rawPath);

/** Repeated field lines (Next writes `Allow` and `x-nextjs-prerender` twice) folded into one, as RFC 9110 allows. */
function foldRepeatedHeaders(response: ServerResponse & { getRawHeaderNames(): string[] }) {
  for (const name of response.getRawHeaderNames()) {
    const value = response.getHeader(name);
    if (name.toLowerCase() !== 'set-cookie' && Array.isArray(value)) response.setHeader(name, [...new Set(value)].join(', '));
  }
}

function refuse(response: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  response.statusCode = status;
  for (const [key, value] of Object.entries(headers)) response.setHeader(key, value);
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  // The unread body is not drained: the connection closes after the answer.
  response.setHeader('Connection', 'close');
  response.end(message);
}

export function screenRequest(request: IncomingMessage, response: ServerResponse, options: ServerGuardOptions): boolean {
  for (const { key, value } of options.headers) response.setHeader(key, value);
  const rawPath = (request.url ?? '/').split('?', 1)[0]!;
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (options.draft) applyDraftHeaders(request, this, rawPath, options.draft);
    foldRepeatedHeaders(this as ServerResponse & { getRawHeaderNames(): string[] });
    return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];

  const method = request.method ?? 'GET';
  // Next would redirect an absolute-form target (`GET http://evil.example/`) to its host, and fail on `*`.
  if (!isOriginForm(request.url ?? '') && !(method === 'OPTIONS' && request.url === '*')) {
    refuse(response, 400, 'Bad request target');
    return true;
  }
  const allowed = allowedMethods(rawPath);
  // An unknown API address is Next's to answer (404); everywhere else the method decides first, before any redirect.
  if (!allowed.includes(method) && (allowed.length > 0 || !ROUTABLE_METHODS.has(method))) {
    refuse(response, 405, 'Method not allowed', { Allow: allowed.join(', ') });
    return true;
  }
  // Next answers OPTIONS for route handlers; a page would get 400.
  if (method === 'OPTIONS' && !isApiPath(rawPath)) {
    refuse(response, 204, '', { Allow: allowed.join(', ') });
    return true;
  }
  const declared = Number(request.headers['content-length'] ?? 0);
  if (Number.isFinite(declared) && declared > options.maxBodyBytes(rawPath)) {
    refuse(response, 413, 'Request body too large');
    return true;
  }
  if (hasDotSegment(rawPath) || hasMalformedEscape(rawPath) || isFrameworkErrorPage(rawPath)) {
    request.url = options.notFoundPath;
    return false;
  }
  if (options.files && (method === 'GET' || method === 'HEAD') && mayBeRefused(request.headers)) {
    const file = servedFile(rawPath, options.files);
    const refusal = file && fileRefusal(request.headers, file);
    if (refusal?.status === 416) {
      refuse(response, 416, 'Range not satisfiable', { 'Content-Range': `bytes */${refusal.size}` });
      return true;
    }
    if (refusal) {
      refuse(response, 412, 'Precondition failed');
      return true;
    }
  }
  return false;
}

// Node checks requestTimeout only every 30 s (connectionsCheckingInterval): a stalled body got its 408 after 30 to 60 s.
function limitBodyTime(request: IncomingMessage, response: ServerResponse, limitMs: number, log: (line: string) => void) {
  if (request.complete) return;
  const timer = setTimeout(() => {
    if (request.complete || response.writableEnded) return;
    const path = (request.url ?? '/').split('?', 1)[0];
    log(`[http] 408: the body of ${request.method} ${path} did not arrive within ${limitMs / 1000} s; connection closed`);
    if (!response.headersSent) refuse(response, 408, 'Request timeout');
    else request.socket.destroy();
  }, limitMs);
  const clear = () => clearTimeout(timer);
  request.once('end', clear);
  response.once('close', clear);
}

const GUARDED = Symbol.for('kestrel.http.serverGuard');

export function guardServers(options: ServerGuardOptions): () => void {
  const state = globalThis as { [GUARDED]?: WeakSet<Server> };
  if (state[GUARDED]) return () => {};
  const guarded = (state[GUARDED] = new WeakSet<Server>());
  const guard = (message: unknown) => {
    const { server } = message as { server: Server };
    if (guarded.has(server)) return;
    guarded.add(server);
    // Node's own checks stay as a backstop for the headers and a request the timer missed.
    const limit = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
    const log = options.log ?? ((line: string) => console.warn(line));
    server.headersTimeout = Math.min(server.headersTimeout, limit);
    server.requestTimeout = server.requestTimeout > 0 ? Math.min(server.requestTimeout, 2 * limit) : 2 * limit;
    for (const listener of server.listeners('request') as Listener[]) {
      server.removeListener('request', listener);
      server.on('request', (request: IncomingMessage, response: ServerResponse) => {
        if (screenRequest(request, response, options)) return;
        limitBodyTime(request, response, limit, log);
        listener(request, response);
      });
    }
  };
  // Published before the server emits 'request', so even the first request meets the guard.
  subscribe('http.server.request.start', guard);
  return () => {
    unsubscribe('http.server.request.start', guard);
    delete state[GUARDED];
  };
}
