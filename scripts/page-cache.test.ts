import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { whenServedFromCache } from './page-cache.mjs';

describe('whenServedFromCache', () => {
  let server: Server;
  let answers: (string | null)[];
  let requests: number;
  let origin: string;

  beforeEach(async () => {
    requests = 0;
    server = createServer((_, response) => {
      const cache = answers[Math.min(requests++, answers.length - 1)];
      if (cache) response.setHeader('x-nextjs-cache', cache);
      response.end('<p>page</p>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks again while the page is being rendered again, and returns once it comes from the cache', async () => {
    answers = ['STALE', 'STALE', 'HIT'];
    await expect(whenServedFromCache(`${origin}/`, { intervalMs: 1 })).resolves.toBe('HIT');
    expect(requests).toBe(3);
  });

  it('does not wait for a page that is fresh, or for a server that does not say', async () => {
    answers = ['HIT'];
    await whenServedFromCache(`${origin}/`, { intervalMs: 1 });
    answers = [null];
    await expect(whenServedFromCache(`${origin}/`, { intervalMs: 1 })).resolves.toBeNull();
    expect(requests).toBe(2);
  });

  it('gives up with a clear error when the render never ends', async () => {
    answers = ['STALE'];
    await expect(whenServedFromCache(`${origin}/`, { intervalMs: 1, timeoutMs: 20 })).rejects.toThrow(
      /still being rendered again/,
    );
  });
});
