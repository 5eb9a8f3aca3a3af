import { createHmac } from 'node:crypto';
import { base32, fromBase32, openSealedToken, randomName, readSignedToken, sealToken, signToken } from './link-token';

const SECRET = 's'.repeat(40);
const NOW = Date.UTC(2026, 5, 1, 12);
const LATER = NOW + 3_600_000;
const claims = { who: 'Zoë', n: 3 };
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** The token with the character at `at` moved to the next of the alphabet (or a dot, the only other character, kept). */
const changed = (token: string, at: number) =>
  token[at] === '.' ? token : `${token.slice(0, at)}${ALPHABET[(ALPHABET.indexOf(token[at]!) + 1) % 32]}${token.slice(at + 1)}`;

/** Every token a single character away: one removed, added or changed anywhere. */
function neighbours(token: string): string[] {
  const near = new Set<string>();
  for (let at = 0; at <= token.length; at++) {
    if (at < token.length) near.add(token.slice(0, at) + token.slice(at + 1)).add(changed(token, at));
    for (const extra of ['a', 'q', '7', '.']) near.add(token.slice(0, at) + extra + token.slice(at));
  }
  near.delete(token);
  return [...near];
}

describe('base32', () => {
  it('spells any bytes in lower-case letters and 2-7, and reads its own spelling back', () => {
    for (const length of [0, 1, 2, 3, 4, 5, 6, 11, 40]) {
      const bytes = Buffer.from(Array.from({ length }, (_, i) => (i * 73 + 255) % 256));
      expect(base32(bytes)).toMatch(/^[a-z2-7]*$/);
      expect(fromBase32(base32(bytes))).toEqual(bytes);
    }
  });

  it('reads only that spelling: no capitals, padding, unused bits set or lengths no bytes have', () => {
    expect(fromBase32('my')).toEqual(Buffer.from('f'));
    for (const text of ['MY', 'my======', 'mz', 'm', 'myz', 'mzxw6a', 'm y', 'mzxw6yq1'])
      expect([text, fromBase32(text)]).toEqual([text, null]);
  });

  it('names things at random in the same alphabet', () => {
    const names = new Set(Array.from({ length: 500 }, () => randomName(10)));
    expect(names.size).toBe(500);
    for (const name of names) expect(name).toMatch(/^[a-z2-7]{16}$/);
  });
});

describe('signed tokens', () => {
  it('read back their claims and expiry, for their purpose, until they expire', () => {
    const token = signToken('one use', claims, LATER, SECRET);
    expect(token).toMatch(/^[a-z2-7]+\.[a-z2-7]{32}$/);
    expect(readSignedToken('one use', token, SECRET, NOW)).toEqual({ ok: true, claims, expiresAt: LATER });
    expect(readSignedToken('one use', token, SECRET, LATER)).toEqual({ ok: false, reason: 'expired', claims, expiresAt: LATER });
    expect(readSignedToken('one use', token, `${SECRET}-other`, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('are read exactly: any character removed, added or changed is refused', () => {
    const token = signToken('one use', claims, LATER, SECRET);
    const near = neighbours(token);
    expect(near.length).toBeGreaterThan(token.length * 5);
    for (const other of near)
      expect([other, readSignedToken('one use', other, SECRET, NOW)]).toEqual([other, { ok: false, reason: 'invalid' }]);
  });

  it('are never taken for another purpose, nor opened as sealed', () => {
    const token = signToken('one use', claims, LATER, SECRET);
    expect(readSignedToken('another use', token, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(openSealedToken('one use', token, SECRET, NOW)).toBeUndefined();
    expect(openSealedToken('one use', token.replace('.', ''), SECRET, NOW)).toBeUndefined();
  });

  it('signed with the secret itself, as before purposes, are taken only when the caller asks', () => {
    const payload = base32(Buffer.from(JSON.stringify({ ...claims, x: LATER / 1000 })));
    const bare = `${payload}.${base32(createHmac('sha256', SECRET).update(payload).digest().subarray(0, 20))}`;
    expect(readSignedToken('one use', bare, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(readSignedToken('one use', bare, SECRET, NOW, { alsoBareSecret: true })).toEqual({
      ok: true,
      claims,
      expiresAt: LATER,
    });
    expect(readSignedToken('one use', changed(bare, 3), SECRET, NOW, { alsoBareSecret: true }).ok).toBe(false);
  });
});

describe('sealed tokens', () => {
  it('open to their claims, for their purpose and secret, until they expire', () => {
    const token = sealToken('one use', claims, LATER, SECRET);
    expect(token).toMatch(/^[a-z2-7]+$/);
    expect(openSealedToken('one use', token, SECRET, NOW)).toEqual(claims);
    expect(openSealedToken('one use', token, SECRET, LATER - 1000)).toEqual(claims);
    expect(openSealedToken('one use', token, SECRET, LATER)).toBeUndefined();
    expect(openSealedToken('one use', token, `${SECRET}-other`, NOW)).toBeUndefined();
  });

  it('hide their claims and differ each time', () => {
    const one = sealToken('one use', { secret: 'Bartholomew' }, LATER, SECRET);
    const two = sealToken('one use', { secret: 'Bartholomew' }, LATER, SECRET);
    expect(one).not.toBe(two);
    expect(fromBase32(one)!.includes('Bartholomew')).toBe(false);
  });

  it('are opened exactly: any character removed, added or changed is refused', () => {
    const token = sealToken('one use', claims, LATER, SECRET);
    for (const other of neighbours(token))
      expect([other, openSealedToken('one use', other, SECRET, NOW)]).toEqual([other, undefined]);
  });

  it('are never opened for another purpose, nor read as signed', () => {
    const token = sealToken('one use', claims, LATER, SECRET);
    expect(openSealedToken('another use', token, SECRET, NOW)).toBeUndefined();
    expect(readSignedToken('one use', token, SECRET, NOW, { alsoBareSecret: true })).toEqual({ ok: false, reason: 'invalid' });
    const split = `${token.slice(0, -32)}.${token.slice(-32)}`;
    expect(readSignedToken('one use', split, SECRET, NOW, { alsoBareSecret: true })).toEqual({ ok: false, reason: 'invalid' });
  });
});
