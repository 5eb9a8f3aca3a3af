import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';

// A failed read is thrown without the request it failed on: Next logs a failed refresh of its cache with the error
// whole, and the SDK's errors carry the request, access token included.

const TOKEN = 'secret-delivery-token-0123456789';
let answer: 'hang up' | 503 = 'hang up';
const server = http.createServer((request, response) => {
  if (answer === 'hang up') return request.socket.destroy();
  response.writeHead(answer, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ sys: { type: 'Error', id: 'ServiceUnavailable' }, message: 'Down', requestId: 'req-9' }));
});
let client: typeof import('./client');

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    CONTENTFUL_SPACE_ID: 'kestrel',
    CONTENTFUL_ACCESS_TOKEN: TOKEN,
    CONTENTFUL_HOST: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    CONTENTFUL_RETRY_LIMIT: '0',
  });
  // After the settings, which lib/env.ts reads once.
  client = await import('./client');
});
afterAll(() => server.close());

describe.each(['hang up', 503] as const)('a read Contentful fails (%s)', (failure) => {
  beforeEach(() => {
    answer = failure;
  });

  it.each([
    ['entries', () => client.fetchEntries('delivery', 'project')],
    ['an entry by id', () => client.fetchEntryById('delivery', 'abc')],
  ])('of %s throws one line without the token', async (_, read) => {
    const error: unknown = await read().then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(failure === 'hang up' ? /ECONNRESET: socket hang up/ : /503 .*Down.*req-9/);
    expect(inspect(error, { depth: 10 })).not.toMatch(/Bearer|0123456789/);
  });
});
