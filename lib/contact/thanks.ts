import { openSealedToken, sealToken } from '../link-token';

// The name is sealed with its expiry, never read from the brief's key (anyone can type one): the server keeps nothing,
// and an address forwarded or found in a history after THANKS_MINUTES thanks without a name.

export const THANKS_MINUTES = 30;
/** A first word longer than this is likely no first name (or a pasted line): the thanks goes without it. */
export const FIRST_NAME_MAX = 24;

const PURPOSE = 'confirmation first name';
const TOKEN = /^[a-z2-7]{64,320}$/;

export function firstNameOf(name: string): string | undefined {
  const first = name.trim().split(/\s+/u)[0] ?? '';
  if (!/\p{L}/u.test(first) || [...first].length > FIRST_NAME_MAX) return undefined;
  return first;
}

/** What the proxy checks before routing: the shape of a sealed name, not whether it opens. */
export const isThanksToken = (value: string) => TOKEN.test(value);

export const sealThanks = (firstName: string, secret: string, now = Date.now()): string =>
  sealToken(PURPOSE, { n: firstName }, now + THANKS_MINUTES * 60_000, secret);

export function openThanks(token: string, secret: string, now = Date.now()): string | undefined {
  const name = isThanksToken(token) ? openSealedToken(PURPOSE, token, secret, now)?.n : undefined;
  return typeof name === 'string' && firstNameOf(name) === name ? name : undefined;
}
