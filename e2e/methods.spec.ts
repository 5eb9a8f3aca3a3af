import net from 'node:net';
import { expect, test } from '@playwright/test';
import { API_ROUTE_METHODS } from '../lib/http/methods';
import { securityHeaders } from '../lib/security-headers';
import { startupScripts } from '../scripts/compile-hints.mjs';
import { variantByName } from './support/variants';

// Every address answers every method with a clear status and the security headers: read-only
// pages and files 405 for writes, API routes 405 for methods they lack, malformed addresses 4xx,
// redirects (the site's and Next's own) as protected as pages, and never a 500.

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'];
const PATHS = [
  '/',
  '/contact',
  '/portfolio/this-is-no-project',
  '/this-is-no-service-videography',
  '/corporate-videography',
  '/blog',
  '/blog/this-is-no-post',
  '/favicon.ico',
  '/images/hero-poster.jpg',
  '/_next/static/chunks/this-is-no-chunk.js',
  '/_next/image?url=/\\evil.test/x.png&w=640&q=75',
  '/_next/image?url=/images//hero-poster.jpg&w=640&q=75',
  '/sitemap.xml',
  '/blog/rss.xml',
  '/about/',
  '//about',
  '/%2e%2e/',
  '/blog/%2e%2e',
  '/.%2e/',
  '/%ff',
  '/_global-error',
  ...Object.keys(API_ROUTE_METHODS),
];

const EXPECTED_HEADERS = securityHeaders(variantByName('main').env as never).map(({ key }) => key.toLowerCase());

/** A raw request: fetch cannot send TRACE, and it folds repeated header lines, which are under test. */
function rawRequest(port: number, method: string, target: string, extra = ''): Promise<{ status: number; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n${extra}\r\n`),
    );
    let answer = '';
    socket.setTimeout(20_000, () => socket.destroy(new Error(`${method} ${target}: no answer in 20 s`)));
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => {
      const head = answer.split('\r\n\r\n', 1)[0]!;
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), head });
    });
    socket.on('error', reject);
  });
}

const headerLines = (head: string) =>
  head
    .split('\r\n')
    .slice(1)
    .map((line) => line.slice(0, line.indexOf(':')).toLowerCase());

test('the grid of methods and addresses answers no 500, 405 with Allow for a wrong method, and every answer is protected', async () => {
  test.setTimeout(120_000);
  const { port } = variantByName('main');
  const problems: string[] = [];
  for (const target of PATHS) {
    await Promise.all(
      METHODS.map(async (method) => {
        const { status, head } = await rawRequest(port, method, target);
        const names = headerLines(head);
        const where = `${method} ${target} → ${status}`;
        if (!(status >= 200 && status < 500)) problems.push(`${where}: not a clear answer`);
        const missing = EXPECTED_HEADERS.filter((name) => !names.includes(name));
        if (missing.length) problems.push(`${where}: without ${missing.join(', ')}`);
        const repeated = names.filter((name, index) => name !== 'set-cookie' && names.indexOf(name) !== index);
        if (repeated.length) problems.push(`${where}: repeats ${repeated.join(', ')}`);
        const apiMethods = API_ROUTE_METHODS[target];
        const allowed = apiMethods ? [...apiMethods, 'OPTIONS'] : ['GET', 'HEAD', 'OPTIONS'];
        if (!allowed.includes(method)) {
          if (status !== 405) problems.push(`${where}: a wrong method, expected 405`);
          else if (!/\r\nallow: [A-Z, ]+/i.test(head)) problems.push(`${where}: 405 without Allow`);
        }
      }),
    );
  }
  expect(problems).toEqual([]);
});

test('a range beyond a file, or a precondition it fails, gets 416 with its length or 412, never 500', async ({ request }) => {
  const { port } = variantByName('main');
  const home = await (await request.get('/')).text();
  const chunk = startupScripts(home)[0];
  expect(chunk).toBeTruthy();
  for (const target of ['/images/hero-poster.jpg', chunk!]) {
    const whole = await rawRequest(port, 'HEAD', target);
    const length = Number(/\r\ncontent-length: (\d+)/i.exec(whole.head)?.[1]);
    expect([target, whole.status, length > 0]).toEqual([target, 200, true]);
    const beyond = await rawRequest(port, 'GET', target, `Range: bytes=${length}-\r\n`);
    expect([target, beyond.status]).toEqual([target, 416]);
    expect(beyond.head).toMatch(new RegExp(`\r\ncontent-range: bytes \\*/${length}\r\n`, 'i'));
    expect(headerLines(beyond.head)).toEqual(expect.arrayContaining(EXPECTED_HEADERS));
    expect((await rawRequest(port, 'GET', target, 'Range: bytes=0-9\r\n')).status, target).toBe(206);
    // With no ETag (next.config.ts), no If-Match holds, `*` included.
    expect(whole.head, target).not.toMatch(/\r\netag:/i);
    for (const precondition of [
      'If-Match: "another-version"',
      'If-Match: *',
      'If-Unmodified-Since: Thu, 01 Jan 1970 00:00:00 GMT',
    ]) {
      expect((await rawRequest(port, 'GET', target, `${precondition}\r\n`)).status, `${target} ${precondition}`).toBe(412);
    }
  }
});

test('a page is sent without an ETag, which Next would hash from the whole page on every request', async ({ request }) => {
  for (const path of ['/', '/contact']) expect((await request.get(path)).headers(), path).not.toHaveProperty('etag');
});

test('made-up spellings of addresses do not pass for the home page', async ({ request }) => {
  for (const target of ['/%2e%2e/', '/blog/%2e%2e', '/.%2e/', '/%2E%2E/contact']) {
    const { status } = await rawRequest(variantByName('main').port, 'GET', target);
    expect(status, target).toBe(404);
  }
  expect((await request.get('/this-page-does-not-exist')).status()).toBe(404);
});

test('a body declared larger than the form takes gets 413 at once, before the body arrives', async () => {
  const { port } = variantByName('main');
  const started = Date.now();
  // The declared length is a lie: only a few bytes follow, so a server that waits for them hangs.
  const { status, head } = await rawRequest(
    port,
    'POST',
    '/api/contact',
    'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 99999999\r\n',
  );
  expect(status).toBe(413);
  expect(head).toMatch(/\r\nstrict-transport-security: /i);
  expect(Date.now() - started).toBeLessThan(5000);
});

test('a request target that is not a path of this site gets 400 with the security headers, never a redirect to another host', async () => {
  const { port } = variantByName('main');
  const targets = [
    'http://evil.example/',
    'http://evil.example/about',
    'https://evil.example/contact?success=true',
    `http://127.0.0.1:${port}/`,
    'http://evil.example:80/Contact',
    'HTTP://EVIL.EXAMPLE/',
    'http://evil.example',
  ];
  const problems: string[] = [];
  for (const [method, target] of [
    ...targets.map((target) => ['GET', target]),
    ['HEAD', targets[0]!],
    ['GET', '*'],
    ['HEAD', '*'],
  ]) {
    const { status, head } = await rawRequest(port, method!, target!);
    if (status !== 400) problems.push(`${method} ${target} → ${status}`);
    if (/\r\nlocation:/i.test(head)) problems.push(`${method} ${target}: redirects`);
    const missing = EXPECTED_HEADERS.filter((name) => !headerLines(head).includes(name));
    if (missing.length) problems.push(`${method} ${target}: without ${missing.join(', ')}`);
  }
  expect(problems).toEqual([]);
  // The one target that is no path by design.
  const options = await rawRequest(port, 'OPTIONS', '*');
  expect(options.status).toBe(204);
  expect(options.head).toMatch(/\r\nallow: GET, HEAD, OPTIONS\r\n/i);
});
