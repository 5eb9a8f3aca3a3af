import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { base32, fromBase32 } from '../reviews/token';

// The confirmation's address must not be a way to read back someone's name. The brief's key is shared by everyone who
// chose the same options and can be typed by anyone, so the name never comes from it. The receiver instead seals the
// first name, with its expiry, under the site's link secret (AES-GCM): the address alone carries it, the server keeps
// nothing per enquiry, nobody can make a token that opens, and one forwarded or found in a history later than
// THANKS_MINUTES thanks without a name. Lower-case base32, as the site lower-cases addresses typed with capitals.

export const THANKS_MINUTES = 30;
/** A first word longer than this is likely no first name (or a pasted line): the thanks goes without it. */
export const FIRST_NAME_MAX = 24;

const IV_BYTES = 12;
const TAG_BYTES = 16;
const TOKEN = /^[a-z2-7]{64,320}$/;

/** The first word of the name as typed, if it reads as a name (it holds a letter and is short). */
export function firstNameOf(name: string): string | undefined {
  const first = name.trim().split(/\s+/u)[0] ?? '';
  if (!/\p{L}/u.test(first) || [...first].length > FIRST_NAME_MAX) return undefined;
  return first;
}

/** What the proxy checks before routing: the shape of a sealed name, not whether it opens. */
export const isThanksToken = (value: string) => TOKEN.test(value);

const keyOf = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'kestrel-films', 'confirmation first name', 32));

export function sealThanks(firstName: string, secret: string, now = Date.now()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const payload = JSON.stringify({ n: firstName, x: Math.floor(now / 1000) + THANKS_MINUTES * 60 });
  const sealed = Buffer.concat([cipher.update(payload, 'utf8'), cipher.final()]);
  return base32(Buffer.concat([iv, cipher.getAuthTag(), sealed]));
}

/** The first name a token holds, if the site sealed it and it has not expired; otherwise nothing. */
export function openThanks(token: string, secret: string, now = Date.now()): string | undefined {
  const bytes = isThanksToken(token) ? fromBase32(token) : null;
  // One spelling per token: the unused bits of the last character must be zero.
  if (!bytes || bytes.length <= IV_BYTES + TAG_BYTES || base32(bytes) !== token) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const payload = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    const { n: name, x: expires } = JSON.parse(payload) as { n?: unknown; x?: unknown };
    if (typeof name !== 'string' || typeof expires !== 'number' || now >= expires * 1000) return undefined;
    return firstNameOf(name) === name ? name : undefined;
  } catch {
    return undefined;
  }
}
