import { createServer } from 'node:http';
import { clientAddress, limitKey, PEER_ADDRESS_HEADER, recordPeerAddresses } from './client-address';

const headers = (forwardedFor?: string, peer?: string) => {
  const result = new Headers();
  if (forwardedFor !== undefined) result.set('x-forwarded-for', forwardedFor);
  if (peer !== undefined) result.set(PEER_ADDRESS_HEADER, peer);
  return result;
};

describe('clientAddress', () => {
  it('is the connection’s peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(headers('1.2.3.4', '203.0.113.9'), 0)).toBe('203.0.113.9');
    expect(clientAddress(headers(undefined, '203.0.113.9'), 0)).toBe('203.0.113.9');
  });

  it('takes the hop each trusted proxy saw', () => {
    expect(clientAddress(headers('6.6.6.6, 203.0.113.5', '10.0.0.2'), 1)).toBe('203.0.113.5');
    expect(clientAddress(headers('6.6.6.6, 203.0.113.5, 10.0.0.3', '10.0.0.2'), 2)).toBe('203.0.113.5');
    // More proxies trusted than there are hops: the first hop there is.
    expect(clientAddress(headers('203.0.113.5', '10.0.0.2'), 5)).toBe('203.0.113.5');
  });

  it('falls back to the last X-Forwarded-For hop when the peer was not recorded', () => {
    expect(clientAddress(headers('6.6.6.6, 127.0.0.1'), 0)).toBe('127.0.0.1');
    expect(clientAddress(headers(), 0)).toBe('unknown');
  });
});

describe('limitKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
  ])('keeps the IPv4 address in %s', (address, key) => {
    expect(limitKey(address)).toBe(key);
  });

  it.each([
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['[2001:db8::5]', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('groups the IPv6 address %s by its /64 network', (address, key) => {
    expect(limitKey(address)).toBe(key);
  });
});

describe('recordPeerAddresses', () => {
  it('stamps each request with its connection’s address, over whatever the client sent', async () => {
    recordPeerAddresses();
    const server = createServer((request, response) => response.end(String(request.headers[PEER_ADDRESS_HEADER])));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { [PEER_ADDRESS_HEADER]: '6.6.6.6' } });
      expect(await response.text()).toBe('127.0.0.1');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
