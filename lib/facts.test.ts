import { readFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '@/content/site';
import { root, sourceFiles } from '@/test/support/source-files';
import { factsBand, replyTime, withinReplyTime } from './facts';

const today = new Date('2026-06-01T12:00:00Z');
const withFacts = (facts: Partial<typeof site.facts>) => ({ ...site, facts: { ...site.facts, ...facts } });

describe('factsBand', () => {
  it('shows every figure the owner filled in, in a buyer’s order, years counted from filmingSince', () => {
    const band = factsBand(
      withFacts({ filmsDelivered: 1200, repeatClientsPercent: 60, responseTime: 'Same day', insured: true }),
      today,
    );
    expect(band).toEqual([
      { value: '1,200', label: 'films delivered' },
      { value: String(2026 - site.credentials.filmingSince), label: 'years filming for clients' },
      { value: '60%', label: 'of clients come back' },
      { value: 'Same day', label: 'to a reply' },
      { value: 'Insured', label: 'public liability, every shoot' },
    ]);
  });

  it('leaves out what the owner has not filled in, and invents nothing', () => {
    const band = factsBand(
      withFacts({ filmsDelivered: undefined, repeatClientsPercent: undefined, responseTime: undefined, insured: false }),
      today,
    );
    expect(band.map((fact) => fact.label)).toEqual(['years filming for clients']);
  });

  it('counts a first year as one year', () => {
    const band = factsBand({ ...withFacts({}), credentials: { ...site.credentials, filmingSince: 2026 } }, today);
    expect(band.find((fact) => fact.label.includes('filming'))).toEqual({ value: '1', label: 'year filming for clients' });
  });
});

describe('the reply time', () => {
  it('reads as a sentence says it, and is left out when the owner promises none', () => {
    expect(replyTime(withFacts({ responseTime: 'Two working days ' }))).toBe('two working days');
    expect(withinReplyTime(withFacts({ responseTime: 'Same day' }))).toBe(' within same day');
    expect(replyTime(withFacts({ responseTime: undefined }))).toBeUndefined();
    expect(withinReplyTime(withFacts({ responseTime: ' ' }))).toBe('');
  });

  it('is written once, in the site’s content: no page spells one out, so changing it changes every sentence', () => {
    const spelled = ['app', 'components', 'lib']
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .filter((file) => /\bworking days?\b|\b(24|48) hours\b/i.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(spelled).toEqual([]);
  });
});
