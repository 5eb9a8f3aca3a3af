import { inspect } from 'node:util';
import { createClient } from 'contentful';
import { failingApi } from '../../test/support/failing-api';
import { loggable, loggableLine } from './loggable';

const TOKEN = 'secret-delivery-token-0123456789';
const UNAVAILABLE = {
  status: 503,
  body: { sys: { type: 'Error', id: 'ServiceUnavailable' }, message: 'Down for maintenance', requestId: 'req-42' },
};

/** What the real SDK throws when it reads entries from `host`, without retrying. */
const failedRead = (host: string) =>
  createClient({ space: 'kestrel', accessToken: TOKEN, host, insecure: true, retryLimit: 0, retryOnError: false })
    .getEntries()
    .then(
      () => {
        throw new Error('the read succeeded');
      },
      (error: unknown) => error,
    );

describe('loggable', () => {
  it('turns a connection error of the SDK, which holds the raw request and its token, into one line', async () => {
    const { host, close } = await failingApi('hang up');
    try {
      const error = await failedRead(host);
      // What console.error would print of it.
      expect(inspect(error)).toContain(TOKEN);
      const line = loggable(error);
      expect(line).toEqual(expect.stringMatching(/^[^\n]*ECONNRESET: socket hang up$/));
      expect(line).not.toContain(TOKEN);
    } finally {
      close();
    }
  });

  it("turns an error answer into its status, Contentful's message and the request id, without the request", async () => {
    const { host, close } = await failingApi(UNAVAILABLE);
    try {
      const line = loggable(await failedRead(host));
      expect(line).toEqual(expect.stringContaining('503'));
      expect(line).toEqual(expect.stringContaining('Down for maintenance'));
      expect(line).toEqual(expect.stringContaining('req-42'));
      expect(String(line)).not.toMatch(/Bearer|56789|\n/);
    } finally {
      close();
    }
  });

  it('keeps any other error whole, stack and all', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'fields')");
    expect(loggable(bug)).toBe(bug);
    expect(loggable(new Error('42'))).toEqual(new Error('42'));
    expect(loggable('text')).toBe('text');
  });

  it('as text for a person, gives an error of the site its message and the SDK its one line', async () => {
    expect(loggableLine(new TypeError('no fields'))).toBe('no fields');
    const { host, close } = await failingApi(UNAVAILABLE);
    try {
      const error = await failedRead(host);
      expect(loggableLine(error)).toBe(loggable(error));
    } finally {
      close();
    }
  });
});
