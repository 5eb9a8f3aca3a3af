import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { createClient } from 'contentful';
import { loggable } from './loggable';

const TOKEN = 'secret-delivery-token-0123456789';

/** A local server that, for every request, either answers `status` or hangs up without answering. */
async function server(answer: number | 'hang up') {
  const listening = http.createServer((request, response) => {
    if (answer === 'hang up') return request.socket.destroy();
    response.writeHead(answer, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ sys: { type: 'Error', id: 'ServiceUnavailable' }, message: 'Down for maintenance', requestId: 'req-42' }),
    );
  });
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return { host: `127.0.0.1:${(listening.address() as AddressInfo).port}`, close: () => listening.close() };
}

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
    const { host, close } = await server('hang up');
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
    const { host, close } = await server(503);
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
});
