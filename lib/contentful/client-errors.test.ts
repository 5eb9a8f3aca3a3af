import { inspect } from 'node:util';
import { failingApi, type Failure } from '../../test/support/failing-api';

// A failed read is thrown without the request it failed on: Next logs a failed refresh of its cache with the error
// whole, and the SDK's errors carry the request, access token included.

const TOKEN = 'secret-delivery-token-0123456789';
const UNAVAILABLE = {
  status: 503,
  body: { sys: { type: 'Error', id: 'ServiceUnavailable' }, message: 'Down', requestId: 'req-9' },
};
let api: Awaited<ReturnType<typeof failingApi>>;
let client: typeof import('./client');

beforeAll(async () => {
  api = await failingApi('hang up');
  Object.assign(process.env, {
    CONTENTFUL_SPACE_ID: 'kestrel',
    CONTENTFUL_ACCESS_TOKEN: TOKEN,
    CONTENTFUL_HOST: api.host,
    CONTENTFUL_RETRY_LIMIT: '0',
  });
  // After the settings, which lib/env.ts reads once.
  client = await import('./client');
});
afterAll(() => api.close());

describe.each<[string, Failure]>([
  ['hang up', 'hang up'],
  ['503', UNAVAILABLE],
])('a read Contentful fails (%s)', (_, failure) => {
  beforeEach(() => api.failWith(failure));

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
