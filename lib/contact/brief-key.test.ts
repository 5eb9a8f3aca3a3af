import { priceTable } from '../pricing';
import { briefKey, parseBriefKey } from './brief-key';
import { ELSEWHERE, EXTRAS, FILM_LENGTHS, SHOOT_DAYS } from './enquiry-fields';

/** Made-up rules, so the owner's prices never decide these tests. */
const table = priceTable(
  {
    services: [{ projectType: 'event', serviceSlug: 'party-films' }],
    spreadPercent: 50,
    length: { 'up-to-1': 0, '1-3': 100, '3-5': 300, '5-10': 700, 'over-10': 1500 },
    extraDay: 400,
    travel: { locations: {}, elsewhere: 260 },
    extras: { social: 90, vertical: 60, captions: 30 },
    rushPercent: 20,
  },
  [{ slug: 'party-films', title: 'Party Films', priceFrom: 600, projectType: { value: 'event', label: 'Event Video' } }],
  [{ value: 'big-city', label: 'Big City' }],
);

describe('briefKey and parseBriefKey', () => {
  it('read back every priced choice the form offers', () => {
    for (const length of FILM_LENGTHS)
      for (const days of SHOOT_DAYS)
        for (const location of ['big-city', ELSEWHERE]) {
          const brief = {
            projectType: 'event',
            length: length.value,
            shootDays: days.value,
            location,
            extras: EXTRAS.map((extra) => extra.value),
          };
          expect(parseBriefKey(briefKey(brief), table)).toEqual(brief);
        }
    expect(parseBriefKey(briefKey({ projectType: 'event' }), table)).toEqual({ projectType: 'event' });
  });

  it('write the extras in the form’s order, once each, so one brief has one address', () => {
    const [first, second] = EXTRAS;
    expect(briefKey({ projectType: 'event', extras: [second!.value, first!.value, second!.value] })).toBe(
      briefKey({ projectType: 'event', extras: [first!.value, second!.value] }),
    );
  });

  it('refuse any key the form cannot produce, or one for a type without a price', () => {
    const good = briefKey({ projectType: 'event', length: FILM_LENGTHS[0].value, extras: [EXTRAS[1].value, EXTRAS[0].value] });
    for (const key of [
      '',
      'event',
      `${good}_`,
      good.replace('event', 'other'),
      good.replace('event', 'corporate'),
      briefKey({ projectType: 'event', length: 'forever' }),
      briefKey({ projectType: 'event', shootDays: '9' }),
      briefKey({ projectType: 'event', location: 'atlantis' }),
      briefKey({ projectType: 'event', location: 'constructor' }),
      briefKey({ projectType: '__proto__' }),
      briefKey({ projectType: 'event' }).replace(/_$/, `_${EXTRAS[1].value}~${EXTRAS[0].value}`),
      briefKey({ projectType: 'event' }).replace(/_$/, `_${EXTRAS[0].value}~${EXTRAS[0].value}`),
      briefKey({ projectType: 'event' }).replace(/_$/, '_drone'),
    ])
      expect(parseBriefKey(key, table)).toBeUndefined();
  });

  it('read nothing when there are no rules', () => {
    expect(parseBriefKey(briefKey({ projectType: 'event' }), undefined)).toBeUndefined();
  });
});
