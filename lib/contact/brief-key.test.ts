import { ELSEWHERE, EXTRAS, FILM_LENGTHS, SHOOT_DAYS } from '../../content/brief';
import { briefKey, parseBriefKey } from './brief-key';

/** Made-up choices, so the owner's services and places never decide these tests. */
const table = { projectTypes: ['event'], locations: ['big-city'] };

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

  it('refuse any key the form cannot produce, or one for a type no service has', () => {
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

  it('read nothing when the form offers no such choices', () => {
    expect(parseBriefKey(briefKey({ projectType: 'event' }), { projectTypes: [], locations: [] })).toBeUndefined();
  });
});
