import { randomName, readSignedToken, signToken } from '../link-token';

// Signed and self-expiring, so the command that makes a link and the server that reads it share only the secret.

export interface Invitation {
  /** Names the one review this link may bring. */
  id: string;
  name: string;
  company: string;
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

const PURPOSE = 'review link';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ID = /^[a-z2-7]{16}$/;

export const newInvitationId = () => randomName(10);

export function signInvitation(invitation: Invitation, secret: string): string {
  const { id, name, company, film, expiresAt } = invitation;
  return signToken(PURPOSE, { i: id, n: name, c: company, f: film }, expiresAt, secret);
}

/** The invitation a token names, if the site signed it; an expired one is told apart, still naming its client. */
export function readInvitation(token: string, secret: string, now = Date.now()): InvitationReading {
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'invalid' };
  // Older links were signed with the bare secret; the option can go once they expire (365 days after this scheme).
  const reading = readSignedToken(PURPOSE, token, secret, now, { alsoBareSecret: true });
  if (!reading.ok && reading.reason === 'invalid') return reading;
  const { i: id, n: name, c: company, f: film } = reading.claims;
  if (
    typeof id !== 'string' ||
    !ID.test(id) ||
    typeof name !== 'string' ||
    typeof company !== 'string' ||
    (film !== undefined && (typeof film !== 'string' || !SLUG.test(film)))
  ) {
    return { ok: false, reason: 'invalid' };
  }
  const invitation: Invitation = { id, name, company, ...(film ? { film } : {}), expiresAt: reading.expiresAt };
  return reading.ok ? { ok: true, invitation } : { ok: false, reason: 'expired', invitation };
}
