import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

// Each token's key is derived for one purpose and kind, so it is never taken for another use. Lower-case base32, since
// the site redirects an address typed with capitals; a token has one spelling. Plain Node: `npm run reviews` uses it.

export type Claims = Record<string, unknown>;
/** Whole seconds since the epoch, in every token: no claim of the caller's may use the name. */
const EXPIRES = 'x';
type OwnClaims = Claims & { [EXPIRES]?: never };

export type SignedReading =
  | { ok: true; claims: Claims; expiresAt: number }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'expired'; claims: Claims; expiresAt: number };

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const MAC_BYTES = 20;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function base32(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** The bytes of the one spelling `base32` gives them; null for anything else (a length no bytes have, unused bits set). */
export function fromBase32(text: string): Buffer | null {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit === -1) return null;
    value = ((value << 5) | digit) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  const decoded = Buffer.from(bytes);
  return base32(decoded) === text ? decoded : null;
}

export const randomName = (bytes: number) => base32(randomBytes(bytes));

const keyOf = (kind: 'signed' | 'sealed', purpose: string, secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'kestrel-films', `${kind}: ${purpose}`, 32));

const mac = (key: Uint8Array | string, payload: string) =>
  createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);

const encode = (claims: OwnClaims, expiresAt: number) =>
  Buffer.from(JSON.stringify({ ...claims, [EXPIRES]: Math.floor(expiresAt / 1000) }));

/** The claims and expiry of a decoded payload, if it is an object with a whole number of seconds. */
function decode(bytes: Uint8Array): { claims: Claims; expiresAt: number } | undefined {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { [EXPIRES]: expires, ...claims } = value as Claims;
  return typeof expires === 'number' && Number.isSafeInteger(expires) ? { claims, expiresAt: expires * 1000 } : undefined;
}

/** `<claims>.<signature>`: the claims readable by anyone who has the token. */
export function signToken(purpose: string, claims: OwnClaims, expiresAt: number, secret: string): string {
  const payload = base32(encode(claims, expiresAt));
  return `${payload}.${base32(mac(keyOf('signed', purpose, secret), payload))}`;
}

export interface SignedReadOptions {
  /** Also takes a token signed with the secret itself, without a purpose, as review links were before this module. */
  alsoBareSecret?: boolean;
}

/** The claims of a token signed for this purpose with this secret; an expired one is told apart, with its claims. */
export function readSignedToken(
  purpose: string,
  token: string,
  secret: string,
  now = Date.now(),
  { alsoBareSecret = false }: SignedReadOptions = {},
): SignedReading {
  const [payload = '', signature = '', ...rest] = token.split('.');
  const given = fromBase32(signature);
  const bytes = fromBase32(payload);
  if (rest.length > 0 || !payload || !bytes || given?.length !== MAC_BYTES) return { ok: false, reason: 'invalid' };
  const keys = [keyOf('signed', purpose, secret), ...(alsoBareSecret ? [secret] : [])];
  if (!keys.some((key) => timingSafeEqual(given, mac(key, payload)))) return { ok: false, reason: 'invalid' };
  const read = decode(bytes);
  if (!read) return { ok: false, reason: 'invalid' };
  return now < read.expiresAt ? { ok: true, ...read } : { ok: false, reason: 'expired', ...read };
}

/** The claims encrypted and authenticated (AES-256-GCM), with a fresh IV: two tokens of the same claims differ. */
export function sealToken(purpose: string, claims: OwnClaims, expiresAt: number, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf('sealed', purpose, secret), iv);
  const sealed = Buffer.concat([cipher.update(encode(claims, expiresAt)), cipher.final()]);
  return base32(Buffer.concat([iv, cipher.getAuthTag(), sealed]));
}

export function openSealedToken(purpose: string, token: string, secret: string, now = Date.now()): Claims | undefined {
  const bytes = fromBase32(token);
  if (!bytes || bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf('sealed', purpose, secret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    return undefined;
  }
  const read = decode(plain);
  return read && now < read.expiresAt ? read.claims : undefined;
}
