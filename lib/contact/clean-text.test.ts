import { cleanEnquiryFields, singleLine, visibleLine, visibleLines } from './clean-text';

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

  // Each draws nothing: a name made of them alone would pass as a name and show as nothing in the mail.
  const INVISIBLE = {
    'Hangul fillers': '\u3164\u115f\u1160\uffa0',
    'tag characters': '\u{e0001}\u{e0020}\u{e0041}\u{e006c}\u{e007f}',
    'soft hyphens': '\u00ad\u00ad',
    'zero-width characters': '\u200b\u200c\u200d\u2060\ufeff',
    'bidi controls': '\u202a\u202e\u2066\u2069\u200e\u200f\u061c',
    'variation selectors': '\ufe0f\ufe00\u{e0100}\u180b',
    'other format characters': '\u180e\u2061\u2064\u034f\u17b4\ufff9\u{1d173}\u{1bca0}',
    'Egyptian hieroglyph format controls': '\u{13430}\u{13436}\u{1343f}',
    'the blank braille cell': '\u2800\u2800',
  };

  it.each(Object.entries(INVISIBLE))('removes %s from a name', (_, hidden) => {
    expect(visibleLine(hidden)).toBe('');
    expect(visibleLine(`A${hidden}l${hidden}ex`)).toBe('Alex');
  });

  it('keeps every letter, mark and sign of a name in any script', () => {
    for (const name of ['김민준', 'Nguyễn Thị Ánh', 'ميلاد', 'Ólafur Þór', 'Zoë-Ångström', 'O’Neil', 'देवनागरी', 'Jo 🎬'])
      expect(visibleLine(name)).toBe(name);
  });

  it.each(Object.entries(INVISIBLE))('removes %s from a message, as from a name', (_, hidden) => {
    expect(visibleLines(`${hidden}\n${hidden}`)).toBe('\n');
    expect(visibleLines(`A${hidden}l\n${hidden}ex`)).toBe('Al\nex');
  });

  it('keeps a message’s line breaks (as \\n) and tabs', () => {
    expect(visibleLines('One\r\nTwo\rThree\n\tFour\u0000\u001b')).toBe('One\nTwo\nThree\n\tFour');
  });

  it('cleans the four fields of an enquiry', () => {
    expect(
      cleanEnquiryFields({
        name: 'A\nB\u202e',
        email: 'a@\u200bb.c\r',
        projectType: 'event\u0000',
        message: 'x\u202eexe.txt\r\ny\u2066',
      }),
    ).toEqual({
      name: 'AB',
      email: 'a@b.c',
      projectType: 'event',
      message: 'xexe.txt\ny',
    });
  });
});
