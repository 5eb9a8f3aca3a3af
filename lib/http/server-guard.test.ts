import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { guardServers, hasDotSegment, hasMalformedEscape, REQUEST_TIMEOUT_MS } from './server-guard';

const HEADERS = [
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
];

let server: http.Server;
let stopGuarding: () => void;
let port = 0;
const seen: string[] = [];
const logged: string[] = [];

const publicDir = mkdtempSync(path.join(os.tmpdir(), 'server-guard-'));

beforeAll(async () => {
  mkdirSync(path.join(publicDir, 'images'));
  writeFileSync(path.join(publicDir, 'images', 'x.jpg'), 'x'.repeat(100));
  stopGuarding = guardServers({
    headers: HEADERS,
    maxBodyBytes: (path) => (path === '/api/contact' ? 1000 : 10),
    notFoundPath: '/not-found',
    requestTimeoutMs: 300,
    log: (line) => logged.push(line),
    files: { publicDir, staticDir: path.join(publicDir, 'no-build') },
  });
  // Node's own check of its time limits every 30 s, as in production: the 408 below cannot come from it.
  server = http.createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    // As the contact receiver does: the whole body is read before the answer.
    if (request.url?.startsWith('/api/echo')) {
      request.resume().on('end', () => response.end('page'));
      return;
    }
    // As Next does for a route handler's 405: the same field written twice.
    response.appendHeader('Allow', 'GET');
    response.appendHeader('Allow', 'HEAD');
    if (request.url === '/moved') response.writeHead(308, { Location: '/' }).end();
    else response.end('page');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
});

// The guard is the process's, and jest runs other test files in this process next: their servers stay unguarded.
afterAll(() => {
  rmSync(publicDir, { recursive: true, force: true });
  stopGuarding();
  return new Promise((resolve) => server.close(resolve));
});
beforeEach(() => (seen.length = 0));

/** Writes a raw request and reads the whole answer (the guard closes the connection after its own), for at most 3 s. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.setTimeout(3000, () => socket.destroy());
    socket.on('data', (chunk) => {
      answer += chunk;
      // The next handler's answers keep the connection open: one answer is enough.
      if (/\r\n\r\n/.test(answer) && !answer.includes('Connection: close') && answer.endsWith('page')) socket.end();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

test('a method Next cannot route gets 405 with Allow and the security headers, and never reaches Next', async () => {
  const answer = await raw('TRACE / HTTP/1.1\r\nHost: x\r\n\r\n');
  expect(answer).toMatch(/^HTTP\/1.1 405/);
  expect(answer).toMatch(/\r\nAllow: GET, HEAD, OPTIONS\r\n/);
  expect(answer).toMatch(/\r\nX-Frame-Options: DENY\r\n/);
  expect(seen).toEqual([]);
});

test('a declared body over the address limit gets 413 at once, before any of it arrives', async () => {
  const answer = await raw('POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999\r\n\r\nname=a');
  expect(answer).toMatch(/^HTTP\/1.1 413/);
  expect(answer).toMatch(/\r\nConnection: close\r\n/);
  expect(seen).toEqual([]);
});

test('a body within the limit goes on', async () => {
  const answer = await raw('POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 6\r\n\r\nname=a');
  expect(answer).toMatch(/^HTTP\/1.1 200/);
  expect(seen).toEqual(['POST /api/contact']);
});

test('a request whose body stalls gets 408 at the configured time, one line is logged, and the connection closes', async () => {
  logged.length = 0;
  const started = Date.now();
  const answer = await raw('POST /api/echo?x=1 HTTP/1.1\r\nHost: x\r\nContent-Length: 8\r\n\r\nname');
  const elapsed = Date.now() - started;
  expect(answer).toMatch(/^HTTP\/1.1 408/);
  expect(answer).toMatch(/\r\nX-Frame-Options: DENY\r\n/);
  // The socket closed (raw() resolved on close) right after the answer, at the time set, not at Node's next check.
  expect(elapsed).toBeGreaterThanOrEqual(290);
  expect(elapsed).toBeLessThan(1300);
  expect(logged).toEqual(['[http] 408: the body of POST /api/echo did not arrive within 0.3 s; connection closed']);
  // A body that comes in time goes on, and no timer of an answered request fires later.
  expect(await raw('POST /api/echo HTTP/1.1\r\nHost: x\r\nContent-Length: 6\r\nConnection: close\r\n\r\nname=a')).toMatch(
    /^HTTP\/1.1 200/,
  );
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(logged).toHaveLength(1);
});

test('in production a body is given 30 s, the time the docs state', () => {
  expect(REQUEST_TIMEOUT_MS).toBe(30_000);
});

test('every answer carries the security headers, redirects too, with repeated fields folded into one', async () => {
  const answer = await raw('GET /moved HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  expect(answer).toMatch(/^HTTP\/1.1 308/);
  expect(answer).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
  expect(answer.match(/\r\nAllow: /g)).toHaveLength(1);
  expect(answer).toMatch(/\r\nAllow: GET, HEAD\r\n/);
});

test('a dot segment in any spelling reaches Next as the not-found address', async () => {
  for (const path of ['/%2e%2e/', '/blog/%2E%2e', '/.%2e/', '/images/./x.jpg', '/a/../b']) {
    await raw(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
  }
  expect(seen).toEqual(Array(5).fill('GET /not-found'));
});

test('an address with a malformed escape reaches Next as the not-found address', async () => {
  for (const path of ['/%ff', '/%', '/about%2', '/%E0%A4%A?x=1', '/blog/%c0%af']) {
    await raw(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
  }
  expect(seen).toEqual(Array(5).fill('GET /not-found'));
});

test("Next's own error pages reach Next as the not-found address; other addresses with an underscore do not", async () => {
  for (const path of ['/_global-error', '/_global-error.rsc', '/_not-found', '/_next/static/x.js', '/blog/_global-error']) {
    await raw(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
  }
  expect(seen).toEqual([
    'GET /not-found',
    'GET /not-found',
    'GET /not-found',
    'GET /_next/static/x.js',
    'GET /blog/_global-error',
  ]);
});

test('malformed escapes are told from well-formed ones, in any case', () => {
  const paths = ['/%ff', '/%zz', '/caf%C3%A9', '/caf%c3%a9', '/100%25', '/a%2Fb', '/%E0%A4%A'];
  expect(paths.filter((path) => hasMalformedEscape(path))).toEqual(['/%ff', '/%zz', '/%E0%A4%A']);
});

test('a range beyond a site file gets 416 with its length, a failed precondition 412; neither reaches Next', async () => {
  const get = (target: string, header: string) =>
    raw(`GET ${target} HTTP/1.1\r\nHost: x\r\n${header}\r\nConnection: close\r\n\r\n`);
  const beyond = await get('/images/x.jpg', 'Range: bytes=100-');
  expect(beyond).toMatch(/^HTTP\/1.1 416/);
  expect(beyond).toMatch(/\r\nContent-Range: bytes \*\/100\r\n/);
  expect(beyond).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
  expect(await get('/images/x.jpg', 'If-Match: "another-version"')).toMatch(/^HTTP\/1.1 412/);
  expect(seen).toEqual([]);
  // A range within the file, or any range of an address that is no file, is Next's to answer.
  await get('/images/x.jpg', 'Range: bytes=0-9');
  await get('/images/missing.jpg', 'Range: bytes=100-');
  await raw('HEAD /images/x.jpg HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  expect(seen).toEqual(['GET /images/x.jpg', 'GET /images/missing.jpg', 'HEAD /images/x.jpg']);
});

test('dot segments are told from names that merely hold dots', () => {
  const paths = ['/blog/..', '/%2e', '/blog/a..b', '/images/hero.poster.jpg', '/...'];
  expect(paths.filter((path) => hasDotSegment(path))).toEqual(['/blog/..', '/%2e']);
});

test('a write to a page or file gets 405 before any redirect; OPTIONS is answered; an API route keeps its own methods', async () => {
  expect(await raw('POST /about/ HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n')).toMatch(
    /^HTTP\/1.1 405[^]*\r\nAllow: GET, HEAD, OPTIONS\r\n/,
  );
  expect(await raw('OPTIONS /images/x.jpg HTTP/1.1\r\nHost: x\r\n\r\n')).toMatch(
    /^HTTP\/1.1 204[^]*\r\nAllow: GET, HEAD, OPTIONS\r\n/,
  );
  expect(await raw('PUT /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n')).toMatch(
    /^HTTP\/1.1 405[^]*\r\nAllow: POST, OPTIONS\r\n/,
  );
  expect(seen).toEqual([]);
  await raw('OPTIONS /api/contact HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  await raw('DELETE /api/no-such-route HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  expect(seen).toEqual(['OPTIONS /api/contact', 'DELETE /api/no-such-route']);
});

test('a target that is not a path of this site gets 400, whatever the method; OPTIONS * is answered', async () => {
  for (const request of [
    'GET http://evil.example/ HTTP/1.1\r\nHost: x\r\n\r\n',
    'GET https://evil.example/about?x=1 HTTP/1.1\r\nHost: evil.example\r\n\r\n',
    'HEAD http://x/ HTTP/1.1\r\nHost: x\r\n\r\n',
    'POST http://x/api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 6\r\n\r\nname=a',
    'GET * HTTP/1.1\r\nHost: x\r\n\r\n',
    'HEAD * HTTP/1.1\r\nHost: x\r\n\r\n',
  ]) {
    const answer = await raw(request);
    expect([request, answer.split('\r\n', 1)[0]]).toEqual([request, 'HTTP/1.1 400 Bad Request']);
    expect(answer).toMatch(/\r\nX-Frame-Options: DENY\r\n/);
    expect(answer).not.toMatch(/\r\nLocation:/i);
  }
  // Node's parser refuses the authority form itself, before any server sees it.
  expect(await raw('GET evil.example:80 HTTP/1.1\r\nHost: x\r\n\r\n')).toMatch(/^HTTP\/1.1 400/);
  expect(seen).toEqual([]);
  expect(await raw('OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n')).toMatch(/^HTTP\/1.1 204[^]*\r\nAllow: GET, HEAD, OPTIONS\r\n/);
  expect(seen).toEqual([]);
});
