import { openSealedToken, sealToken } from '../link-token';

// The confirmation's address must not be a way to read back someone's name. The brief's key is shared by everyone who
// chose the same options and can be typed by anyone, so the name never comes from it. The receiver instead seals the
// first name, with its expiry, under the site's link secret: the address alone carries it, the server keeps nothing per
// enquiry, nobody can make a token that opens, and one forwarded or found in a history later than THANKS_MINUTES
// thanks without a name.

export const THANKS_MINUTES = 30;
/** A first word longer than this is likely no first name (or a pasted line): the thanks goes without it. */
export const FIRST_NAME_MAX = 24;

const PURPOSE = 'confirmation first name';
const TOKEN = /^[a-z2-7]{64,320}$/;

/** The first word of the name as typed, if it reads as a name (it holds a letter and is short). */
export function firstNameOf(name: string): string | undefined {
  const first = name.trim().split(/\s+/u)[0] ?? '';
  if (!/\p{L}/u.test(first) || [...first].length > FIRST_NAME_MAX) return undefined;
  return first;
}

/** What the proxy checks before routing: the shape of a sealed name, not whether it opens. */
export const isThanksToken = (value: string) => TOKEN.test(value);

export const sealThanks = (firstName: string, secret: string, now = Date.now()): string =>
  sealToken(PURPOSE, { n: firstName }, now + THANKS_MINUTES * 60_000, secret);

/** The first name a token holds, if the site sealed it and it has not expired; otherwise nothing. */
export function openThanks(token: string, secret: string, now = Date.now()): string | undefined {
  const name = isThanksToken(token) ? openSealedToken(PURPOSE, token, secret, now)?.n : undefined;
  return typeof name === 'string' && firstNameOf(name) === name ? name : undefined;
}
