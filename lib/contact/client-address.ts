import { subscribe } from 'node:diagnostics_channel';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * Who is posting, for the rate limit. `next start` passes a client's own X-Forwarded-For
 * through untouched (it only fills it in when missing), so that header alone would let
 * anyone pick their own address. The server therefore records each connection's real peer
 * address in PEER_ADDRESS_HEADER (overwriting whatever a client sent under that name), and
 * X-Forwarded-For is believed only as far as CONTACT_TRUSTED_PROXIES says proxies of the
 * site's own added to it.
 */
export const PEER_ADDRESS_HEADER = 'x-kestrel-peer-address';

const RECORDING = Symbol.for('kestrel.contact.recordPeerAddresses');

/** Starts stamping every incoming request of this process with its connection's address. */
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

/**
 * The client's address: the hop `trustedProxies` places before the connection's peer in
 * the X-Forwarded-For chain. With no trusted proxy it is the peer itself.
 */
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

/**
 * One key per client: an IPv4 address as it is, an IPv6 address by its /64 network (one
 * household or server gets a whole /64), anything unparseable as written.
 */
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
