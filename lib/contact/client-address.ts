import { subscribe } from 'node:diagnostics_channel';
import { isIPv4, isIPv6 } from 'node:net';

// `next start` passes a client's own X-Forwarded-For through, so the server stamps each request with its real peer.
export const PEER_ADDRESS_HEADER = 'x-kestrel-peer-address';

const RECORDING = Symbol.for('kestrel.contact.recordPeerAddresses');

export function recordPeerAddresses(): void {
  const state = globalThis as { [RECORDING]?: true };
  if (state[RECORDING]) return;
  state[RECORDING] = true;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as {
      request: { headers: Record<string, string | string[] | undefined> };
      socket: { remoteAddress?: string };
    };
    request.headers[PEER_ADDRESS_HEADER] = socket.remoteAddress ?? '';
  });
}

export function clientAddress(headers: Headers, trustedProxies: number): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const peer = headers.get(PEER_ADDRESS_HEADER);
  if (peer) chain.push(peer);
  if (chain.length === 0) return 'unknown';
  return limitKey(chain[Math.max(0, chain.length - 1 - trustedProxies)]!);
}

/** An IPv6 address counts by its /64, since one household or server gets a whole /64. */
export function limitKey(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1]!;
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address.slice(0, 100);
  const [head = '', tail = ''] = bare.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = bare.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = bare.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
