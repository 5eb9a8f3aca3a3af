import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DRAFT_COOKIE, screenRequest, type ServerGuardOptions } from './server-guard';

const DRAFT_ID = 'a'.repeat(32);

const OPTIONS: ServerGuardOptions = {
  headers: [
    { key: 'Content-Security-Policy', value: "default-src 'self'; frame-ancestors 'none'" },
    { key: 'X-Frame-Options', value: 'DENY' },
  ],
  maxBodyBytes: () => 0,
  notFoundPath: '/not-found',
  draft: {
    headers: [{ key: 'Content-Security-Policy', value: "default-src 'self'; frame-ancestors https://app.contentful.com" }],
    isDraftId: (value) => value === DRAFT_ID,
  },
};

let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (screenRequest(request, response, OPTIONS)) return;
    // As Next answers: its own cache policy, and the draft cookie set or cleared by /api/draft.
    response.setHeader('Cache-Control', 's-maxage=300, stale-while-revalidate');
    if (request.url === '/enable')
      response.setHeader('Set-Cookie', [
        `${DRAFT_COOKIE}=${DRAFT_ID}; Path=/; HttpOnly; Secure; SameSite=None`,
        'other=1; Secure',
      ]);
    if (request.url === '/forge')
      response.setHeader('Set-Cookie', `${DRAFT_COOKIE}=${'b'.repeat(32)}; Path=/; Secure; SameSite=None`);
    if (request.url === '/disable')
      response.setHeader(
        'Set-Cookie',
        `${DRAFT_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=None`,
      );
    response.end('page');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (path: string, cookie?: string) => fetch(`${base}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });

const isPublic = (response: Response) => {
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('cache-control')).toBe('s-maxage=300, stale-while-revalidate');
};

const isDraft = (response: Response) => {
  expect(response.headers.get('content-security-policy')).toContain('frame-ancestors https://app.contentful.com');
  expect(response.headers.get('x-frame-options')).toBeNull();
  expect(response.headers.get('cache-control')).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
};

test('a response to a valid draft cookie may be framed by Contentful and is never stored by a shared cache', async () => {
  isDraft(await get('/blog/post', `theme=dark; ${DRAFT_COOKIE}=${DRAFT_ID}`));
});

test('without the cookie, with a forged one or an empty one, the public headers stay', async () => {
  isPublic(await get('/blog/post'));
  isPublic(await get('/blog/post', `${DRAFT_COOKIE}=${'b'.repeat(32)}`));
  isPublic(await get('/blog/post', `${DRAFT_COOKIE}=`));
  isPublic(await get('/forge'));
});

test('Next’s build files and optimised images keep the public headers, as a shared cache keeps them for everyone', async () => {
  isPublic(await get('/_next/static/chunks/app.js', `${DRAFT_COOKIE}=${DRAFT_ID}`));
  isPublic(await get('/_next/image?url=%2Fimages%2Fa.jpg&w=640&q=75', `${DRAFT_COOKIE}=${DRAFT_ID}`));
});

test('the answer that turns draft mode on is a draft response; its cookie, and its removal, are partitioned', async () => {
  const enabled = await get('/enable');
  isDraft(enabled);
  expect(enabled.headers.getSetCookie()).toEqual([
    `${DRAFT_COOKIE}=${DRAFT_ID}; Path=/; HttpOnly; Secure; SameSite=None; Partitioned`,
    'other=1; Secure',
  ]);
  const disabled = await get('/disable', `${DRAFT_COOKIE}=${DRAFT_ID}`);
  isDraft(disabled);
  expect(disabled.headers.getSetCookie()[0]).toMatch(/^__prerender_bypass=; .*; Secure; SameSite=None; Partitioned$/);
});
