import { cleanEnquiryFields, multiLine, singleLine, visibleLine } from './clean-text';

describe('cleaning what a visitor typed', () => {
  it('removes every control and line-separator character from a single-line value', () => {
    expect(singleLine('Jo\r\nBcc: x\u0000\u0007\u001b[2J\u007f\u0085\u2028\u2029 Bloggs')).toBe('JoBcc: x[2J Bloggs');
    expect(singleLine('Zoë Ångström 李')).toBe('Zoë Ångström 李');
  });

  it('removes from a name or an address the characters that reorder or hide text', () => {
    const hidden = '\u202aA\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069l\u200b\u200c\u200d\u200e\u200fe\u2060\ufeff\u061cx';
    expect(visibleLine(hidden)).toBe('Alex');
    expect(visibleLine('Zoë Ångström 李 =?utf-8?q?x?=')).toBe('Zoë Ångström 李 =?utf-8?q?x?=');
  });

  it('keeps a message’s line breaks (as \\n) and tabs', () => {
    expect(multiLine('One\r\nTwo\rThree\n\tFour\u0000\u001b')).toBe('One\nTwo\nThree\n\tFour');
  });

  it('cleans the four fields of an enquiry', () => {
    expect(
      cleanEnquiryFields({ name: 'A\nB\u202e', email: 'a@\u200bb.c\r', projectType: 'event\u0000', message: 'x\r\ny' }),
    ).toEqual({
      name: 'AB',
      email: 'a@b.c',
      projectType: 'event',
      message: 'x\ny',
    });
  });
});
