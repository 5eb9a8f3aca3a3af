import { fromBase32 } from '../link-token';
import { newInvitationId, signInvitation } from '../reviews/token';
import { firstNameOf, isThanksToken, openThanks, sealThanks, THANKS_MINUTES } from './thanks';

const SECRET = 'a'.repeat(64);
const NOW = Date.UTC(2026, 10, 27, 12);

describe('the first name on the confirmation', () => {
  it('is the first word of the name as typed, when it reads as a name', () => {
    expect(firstNameOf('Jo Bloggs')).toBe('Jo');
    expect(firstNameOf('  Zoë   Ó Súilleabháin ')).toBe('Zoë');
    expect(firstNameOf('Mary-Jane')).toBe('Mary-Jane');
    // No letter, or a run of characters no first name has: thanked without it.
    expect(firstNameOf('12 34')).toBeUndefined();
    expect(firstNameOf('x'.repeat(40))).toBeUndefined();
  });

  it('opens to the name it was sealed with, for the site that sealed it, until it expires', () => {
    const token = sealThanks('Zoë', SECRET, NOW);
    expect(isThanksToken(token)).toBe(true);
    expect(token).toBe(token.toLowerCase());
    expect(openThanks(token, SECRET, NOW)).toBe('Zoë');
    expect(openThanks(token, SECRET, NOW + (THANKS_MINUTES * 60 - 5) * 1000)).toBe('Zoë');
    expect(openThanks(token, SECRET, NOW + THANKS_MINUTES * 60 * 1000)).toBeUndefined();
    expect(openThanks(token, 'b'.repeat(64), NOW)).toBeUndefined();
  });

  it('holds the name unreadable, and differs each time, so the address tells nothing and cannot be guessed', () => {
    const one = sealThanks('Bartholomew', SECRET, NOW);
    const two = sealThanks('Bartholomew', SECRET, NOW);
    expect(one).not.toBe(two);
    expect(fromBase32(one)!.includes('Bartholomew')).toBe(false);
    expect(openThanks(two, SECRET, NOW)).toBe('Bartholomew');
  });

  it('opens no token it did not seal: changed, cut, lengthened or made up', () => {
    const token = sealThanks('Jo', SECRET, NOW);
    // The lowest bit of a character: in the last one, maybe a bit the bytes do not use.
    const flip = (at: number) => token.slice(0, at) + (token[at] === 'a' ? 'b' : 'a') + token.slice(at + 1);
    const lowBit = (at: number) => {
      const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
      return token.slice(0, at) + alphabet[alphabet.indexOf(token[at]!) ^ 1] + token.slice(at + 1);
    };
    for (const forged of [
      flip(0),
      flip(token.length - 1),
      lowBit(token.length - 1),
      flip(Math.floor(token.length / 2)),
      token.slice(0, -2),
      `${token}aa`,
      'a'.repeat(token.length),
      token.toUpperCase(),
      '',
    ]) {
      expect([forged, openThanks(forged, SECRET, NOW)]).toEqual([forged, undefined]);
    }
  });

  it('opens no token the site made for another use', () => {
    const link = signInvitation({ id: newInvitationId(), name: 'Jo', company: 'Bulb', expiresAt: NOW + 86_400_000 }, SECRET);
    for (const other of [link, link.replace('.', '')]) expect(openThanks(other, SECRET, NOW)).toBeUndefined();
  });

  it('is told apart by its shape alone, before anything is opened', () => {
    expect(isThanksToken(sealThanks('Christopher', SECRET, NOW))).toBe(true);
    expect(isThanksToken(sealThanks('Ολυμπιάδα', SECRET, NOW))).toBe(true);
    for (const value of ['', 'short', 'A'.repeat(80), '1'.repeat(80), `${'a'.repeat(79)}/`, 'a'.repeat(400)])
      expect([value, isThanksToken(value)]).toEqual([value, false]);
  });
});
