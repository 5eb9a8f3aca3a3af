import { hyphenatedRuns } from './hyphenated-words';

describe('hyphenatedRuns', () => {
  it('marks each hyphenated word as a run of its own and leaves the rest as it is', () => {
    expect(hyphenatedRuns('A spec ad for Coca-Cola, self-initiated in 2025.')).toEqual([
      { text: 'A spec ad for ', whole: false },
      { text: 'Coca-Cola', whole: true },
      { text: ', ', whole: false },
      { text: 'self-initiated', whole: true },
      { text: ' in 2025.', whole: false },
    ]);
  });

  it('keeps words of any script and several hyphens together, and a text without one in one run', () => {
    expect(hyphenatedRuns('Zürich-Öst-Süd')).toEqual([{ text: 'Zürich-Öst-Süd', whole: true }]);
    expect(hyphenatedRuns('Nine to five - a day')).toEqual([{ text: 'Nine to five - a day', whole: false }]);
    expect(hyphenatedRuns('')).toEqual([]);
  });
});
