import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a failing Contentful API does with every request: hang up, or answer `status` with Contentful's error body. */
export type Failure = 'hang up' | { status: number; body: Record<string, unknown> };

/** Contentful's answer to an access token it does not know. */
export const REFUSED: Failure = {
  status: 401,
  body: {
    sys: { type: 'Error', id: 'AccessTokenInvalid' },
    message: 'The access token you sent could not be found or is invalid.',
    requestId: 'req-7',
  },
};

/** A local API on a free loopback port that fails every request alike (`failWith` changes how): the real SDKs' errors. */
export async function failingApi(initial: Failure) {
  let failure = initial;
  const server = http.createServer((request, response) => {
    if (failure === 'hang up') return request.socket.destroy();
    response.writeHead(failure.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(failure.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    failWith: (next: Failure) => void (failure = next),
    close: () => server.close(),
  };
}
