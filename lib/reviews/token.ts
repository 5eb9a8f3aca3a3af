import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// A review link names its client and film and carries its own expiry, signed by the site: the
// command that makes it and the server that reads it need only share the secret. Lower-case
// base32 throughout, since the site sends addresses typed with capitals to their lower-case spelling.

export interface Invitation {
  /** Names the one review this link may bring. */
  id: string;
  name: string;
  company: string;
  /** The slug of the film it is about. */
  film?: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export type InvitationReading =
  | { ok: true; invitation: Invitation }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'expired'; invitation: Invitation };

export const INVITATION_DAYS = 30;
export const INVITATION_NAME_MAX = 80;
export const INVITATION_COMPANY_MAX = 120;
/** Longer than any link the command makes; anything longer is refused before it is decoded. */
export const MAX_TOKEN_LENGTH = 1200;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const SIGNATURE_BYTES = 20;
const TOKEN = /^([a-z2-7]+)\.([a-z2-7]+)$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ID = /^[a-z2-7]{16}$/;

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
  return Buffer.from(bytes);
}

const signature = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(payload).digest().subarray(0, SIGNATURE_BYTES);

export const newInvitationId = () => base32(randomBytes(10));

export function signInvitation(invitation: Invitation, secret: string): string {
  const { id, name, company, film, expiresAt } = invitation;
  const payload = base32(Buffer.from(JSON.stringify({ i: id, n: name, c: company, f: film, x: Math.floor(expiresAt / 1000) })));
  return `${payload}.${base32(signature(payload, secret))}`;
}

/** The invitation a token names, if the site signed it; an expired one is told apart, still naming its client. */
export function readInvitation(token: string, secret: string, now = Date.now()): InvitationReading {
  const match = token.length <= MAX_TOKEN_LENGTH ? TOKEN.exec(token) : null;
  if (!match) return { ok: false, reason: 'invalid' };
  // Compared as written, not as decoded: a character added to the signature would decode to the same bytes.
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(base32(signature(match[1]!, secret)));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  let fields: Record<string, unknown>;
  try {
    fields = JSON.parse(fromBase32(match[1]!)!.toString('utf8')) as Record<string, unknown>;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const { i: id, n: name, c: company, f: film, x: expires } = fields;
  if (
    typeof id !== 'string' ||
    !ID.test(id) ||
    typeof name !== 'string' ||
    typeof company !== 'string' ||
    (film !== undefined && (typeof film !== 'string' || !SLUG.test(film))) ||
    typeof expires !== 'number' ||
    !Number.isInteger(expires)
  ) {
    return { ok: false, reason: 'invalid' };
  }
  const invitation: Invitation = { id, name, company, ...(film ? { film } : {}), expiresAt: expires * 1000 };
  return now < invitation.expiresAt ? { ok: true, invitation } : { ok: false, reason: 'expired', invitation };
}
