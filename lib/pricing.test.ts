import { pricingProblems } from '@/content/checks';
import {
  FIXTURE_LOCATIONS as LOCATIONS,
  FIXTURE_RULES as RULES,
  FIXTURE_SERVICES as SERVICES,
} from '@/test/support/price-fixture';
import { estimatePrice, formatPounds, priceRangeText, priceTable } from './pricing';

const table = priceTable(RULES, SERVICES, LOCATIONS);

describe('estimatePrice', () => {
  it('starts from the service’s "From" price, the top of the range by the spread', () => {
    expect(estimatePrice({ projectType: 'corporate' }, table)).toEqual({
      low: 1000,
      high: 1500,
      reason: 'Corporate Video from £1,000',
    });
  });

  it('adds the length, the extra days, the travel and each extra, and says so in one line', () => {
    const estimate = estimatePrice(
      { projectType: 'event', length: '3-5', shootDays: '3', location: 'big-city', extras: ['social', 'captions'] },
      table,
    );
    // 600 + 300 + 2 × 400 + 120 + 90 + 30 = 1,940; × 1.5 = 2,910, rounded out to £50.
    expect(estimate).toEqual({
      low: 1900,
      high: 2950,
      reason:
        'Event Video from £600, 3 to 5 minutes +£300, 2 extra shoot days +£800, travel to Big City +£120, short cut-downs for social media +£90, captions +£30',
    });
    expect(priceRangeText(estimate!)).toBe('£1,900–£2,950');
  });

  it('charges travel beyond the home area only: nothing for a place at 0, the elsewhere rate otherwise', () => {
    expect(estimatePrice({ projectType: 'corporate', location: 'home-town' }, table)).toEqual(
      estimatePrice({ projectType: 'corporate' }, table),
    );
    expect(estimatePrice({ projectType: 'corporate', location: 'elsewhere' }, table)).toMatchObject({
      low: 1250,
      reason: 'Corporate Video from £1,000, travel beyond the home area +£260',
    });
  });

  it('never quotes a place without a travel price as the home area: the range leaves travel out and says it is quoted separately', () => {
    const { 'big-city': _priced, ...others } = RULES.travel.locations;
    const unpriced = priceTable({ ...RULES, travel: { ...RULES.travel, locations: others } }, SERVICES, LOCATIONS);
    const home = estimatePrice({ projectType: 'corporate', location: 'home-town' }, unpriced)!;
    expect(estimatePrice({ projectType: 'corporate', location: 'big-city' }, unpriced)).toEqual({
      low: home.low,
      high: home.high,
      reason: 'Corporate Video from £1,000, travel to Big City quoted separately',
    });
    expect(home.reason).not.toMatch(/travel/);
  });

  it('puts the rush percentage on the whole range', () => {
    expect(estimatePrice({ projectType: 'corporate', extras: ['rush'] }, table)).toEqual({
      low: 1200,
      high: 1800,
      reason: 'Corporate Video from £1,000, a rush edit +20%',
    });
  });

  it('shows no price with no rules, for a project type without one, or before a type is chosen', () => {
    expect(priceTable(null, SERVICES, LOCATIONS)).toBeUndefined();
    expect(estimatePrice({ projectType: 'corporate' }, undefined)).toBeUndefined();
    expect(estimatePrice({ projectType: 'other' }, table)).toBeUndefined();
    expect(estimatePrice({}, table)).toBeUndefined();
  });

  it('ignores values it has no rule for instead of guessing', () => {
    expect(
      estimatePrice(
        { projectType: 'corporate', length: 'huge', shootDays: 'lots', location: 'atlantis', extras: ['drone'] },
        table,
      ),
    ).toEqual(estimatePrice({ projectType: 'corporate' }, table));
  });
});

describe('pricingProblems', () => {
  const content = {
    services: SERVICES,
    locations: LOCATIONS.map((location) => ({ slug: location.value, name: location.label })),
  };

  it('passes good rules', () => {
    expect(pricingProblems(RULES, content)).toEqual([]);
  });

  it('names the entry and the field of each mistake', () => {
    const bad = {
      ...RULES,
      services: [...RULES.services, 'no-such-service', RULES.services[0]],
      travel: { locations: { ...RULES.travel.locations, atlantis: 10 }, elsewhere: 260 },
    };
    expect(pricingProblems(bad, content)).toEqual([
      'services[2]: unknown service "no-such-service"',
      'services[3]: "films-for-firms" is priced twice',
      'travel.locations.atlantis: unknown location "atlantis"',
    ]);
    const wrongTypes = pricingProblems({ ...RULES, extraDay: -5, length: { ...RULES.length, '3-5': 'lots' } }, content);
    expect(wrongTypes).toEqual(
      expect.arrayContaining([expect.stringMatching(/^length\.3-5: /), expect.stringMatching(/^extraDay: /)]),
    );
  });

  it('names a location without a travel price, and the field to give it one in', () => {
    const withRye = { ...content, locations: [...content.locations, { slug: 'rye', name: 'Rye' }] };
    expect(pricingProblems(RULES, withRye)).toEqual([
      'travel.locations.rye: Rye has no travel price. Add one (0 if a shoot there costs no travel), so that a shoot there is not quoted below its cost',
    ]);
  });
});

describe('formatPounds', () => {
  it('writes whole pounds as en-GB’s currency format does, without building one: 0.1 s of a slow phone’s /contact', () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
    const values = [0, 5, 49.5, 50, 999, 1000, 1250.4, 99_999.5, 123_456, 1_000_000, 12_345_678, -1, -2_500.5];
    const built = jest.spyOn(Intl, 'NumberFormat');
    for (const value of values) expect(formatPounds(value)).toBe(intl.format(value));
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });
});
