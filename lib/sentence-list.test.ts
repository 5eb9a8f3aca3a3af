import { sentenceList } from './sentence-list';

describe('sentenceList', () => {
  it('joins phrases into one sentence with commas and a final "and", capitalising only its start', () => {
    expect(sentenceList(['global brands', 'small businesses', 'charities'])).toBe(
      'Global brands, small businesses and charities.',
    );
    expect(sentenceList(['charities run by the NHS'])).toBe('Charities run by the NHS.');
    expect(sentenceList([' event organisers ', '', 'London agencies'])).toBe('Event organisers and London agencies.');
    expect(sentenceList([])).toBe('');
  });
});
