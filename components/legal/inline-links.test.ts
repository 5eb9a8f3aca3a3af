import { inlineParts } from './inline-links';

describe('inlineParts', () => {
  it('splits copy into text and links', () => {
    expect(inlineParts('Use the [contact form](/contact) or [e-mail me](mailto:a@b.co).')).toEqual([
      { text: 'Use the ' },
      { text: 'contact form', href: '/contact' },
      { text: ' or ' },
      { text: 'e-mail me', href: 'mailto:a@b.co' },
      { text: '.' },
    ]);
  });

  it('returns plain copy as one part', () => {
    expect(inlineParts('No links here.')).toEqual([{ text: 'No links here.' }]);
  });

  it('leaves unsafe or odd addresses as literal text', () => {
    for (const copy of [
      '[x](javascript:alert(1))',
      '[x](//evil.example)',
      '[x](http://plain.example)',
      '[x](data:text/html,hi)',
    ]) {
      expect(inlineParts(copy).every((part) => !('href' in part))).toBe(true);
    }
  });
});
