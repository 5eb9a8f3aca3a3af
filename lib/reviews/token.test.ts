import { sealThanks } from '../contact/thanks';
import { signToken } from '../link-token';
import { INVITATION_DAYS, MAX_TOKEN_LENGTH, newInvitationId, readInvitation, signInvitation, type Invitation } from './token';

const SECRET = 'a-secret-of-the-site-0123456789abcdef';
const NOW = Date.parse('2026-06-01T12:00:00Z');
const invitation: Invitation = {
  id: newInvitationId(),
  name: 'Zoë Ångström',
  company: 'Bulb Floristry, Lewes',
  film: 'bulb-floristry',
  expiresAt: NOW + INVITATION_DAYS * 86_400_000,
};

/** The token with one character of its signed part changed to another of the alphabet. */
const edited = (token: string, at: number) => `${token.slice(0, at)}${token[at] === 'a' ? 'b' : 'a'}${token.slice(at + 1)}`;

describe('review links', () => {
  it('reads back the client, company, film and expiry it was signed with', () => {
    const token = signInvitation(invitation, SECRET);
    expect(readInvitation(token, SECRET, NOW)).toEqual({ ok: true, invitation });
    // Lower case only: the site sends an address typed with capitals to its lower-case spelling.
    expect(token).toMatch(/^[a-z2-7]+\.[a-z2-7]+$/);
    expect(token.length).toBeLessThan(MAX_TOKEN_LENGTH);
  });

  it('takes a link without a film', () => {
    const { film: _film, ...general } = invitation;
    expect(readInvitation(signInvitation(general, SECRET), SECRET, NOW)).toEqual({ ok: true, invitation: general });
  });

  it('expires at the time it names, and still says whose it was', () => {
    const token = signInvitation(invitation, SECRET);
    expect(readInvitation(token, SECRET, invitation.expiresAt - 1000).ok).toBe(true);
    expect(readInvitation(token, SECRET, invitation.expiresAt)).toEqual({ ok: false, reason: 'expired', invitation });
  });

  it('refuses a link whose content or signature was edited', () => {
    const token = signInvitation(invitation, SECRET);
    const dot = token.indexOf('.');
    for (const at of [0, Math.floor(dot / 2), dot - 1, dot + 1, token.length - 1]) {
      expect(readInvitation(edited(token, at), SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
    }
    // Another client's name with this link's signature.
    const other = signInvitation({ ...invitation, name: 'Someone Else' }, SECRET);
    const swapped = `${other.slice(0, other.indexOf('.'))}${token.slice(dot)}`;
    expect(readInvitation(swapped, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
    // A later expiry written in by hand.
    const later = signInvitation({ ...invitation, expiresAt: invitation.expiresAt + 365 * 86_400_000 }, SECRET);
    expect(readInvitation(`${later.slice(0, later.indexOf('.'))}${token.slice(dot)}`, SECRET, NOW).ok).toBe(false);
  });

  it('takes only the exact link: a character more or less anywhere is refused', () => {
    const token = signInvitation(invitation, SECRET);
    const dot = token.indexOf('.');
    const variants = [
      `${token}a`,
      `${token}q`,
      `${token}aa`,
      token.slice(0, -1),
      `a${token}`,
      `${token.slice(0, dot)}a${token.slice(dot)}`,
    ];
    for (const variant of variants)
      expect([variant, readInvitation(variant, SECRET, NOW)]).toEqual([variant, { ok: false, reason: 'invalid' }]);
  });

  it('refuses a link signed with another secret, and anything that is not a link', () => {
    expect(readInvitation(signInvitation(invitation, `${SECRET}-other`), SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
    for (const token of [
      '',
      '.',
      'abc',
      'abc.def',
      'ABC.DEF',
      `${'a'.repeat(MAX_TOKEN_LENGTH)}.${'a'.repeat(32)}`,
      '0189.xyz',
      'a.b.c',
    ]) {
      expect(readInvitation(token, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('still reads a link made before keys had a purpose, until it expires', () => {
    // Made by the earlier signing, with the secret itself: links the owner sent then keep working.
    const before =
      'pmrgsir2ejqwey3emvtgo2bsgm2dknrxmfrcelbcnyrduis2n7b2wigdqvxgo43uolb3m3jcfqrggir2ejbhk3dcebdgy33snfzxi4tzfqqeyzlxmvzselbcmyrduitcovwgellgnrxxe2ltorzhsirmej4ceorrg44deojqg4zdamd5.q6maznx3mkdvjujoxd3uoxfxbtqa7sim';
    const expiresAt = Date.parse('2026-07-01T12:00:00Z');
    const made = { ...invitation, id: 'abcdefgh234567ab', expiresAt };
    expect(readInvitation(before, SECRET, NOW)).toEqual({ ok: true, invitation: made });
    expect(readInvitation(before, SECRET, expiresAt)).toEqual({ ok: false, reason: 'expired', invitation: made });
    expect(readInvitation(edited(before, 40), SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('is never a token the site made for another use', () => {
    const claims = { i: invitation.id, n: invitation.name, c: invitation.company, f: invitation.film };
    const elsewhere = signToken('confirmation first name', claims, invitation.expiresAt, SECRET);
    expect(readInvitation(elsewhere, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(readInvitation(sealThanks('Zoë', SECRET, NOW), SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('gives every link an id of its own, the key of its one review', () => {
    const ids = new Set(Array.from({ length: 1000 }, newInvitationId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[a-z2-7]{16}$/);
  });
});
