import { randomName, readSignedToken, signToken } from '../link-token';

// A review link names its client and film and carries its own expiry, signed by the site: the command that makes it
// and the server that reads it need only share the secret.

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
  // Links sent before keys had a purpose were signed with the secret itself: they keep working until they expire (365
  // days at most after this scheme came in), and then the option can go.
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
