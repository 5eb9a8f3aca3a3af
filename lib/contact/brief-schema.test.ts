import { BRIEF_MESSAGES, DAY_RANGE, enquiryInputFromFormData } from './enquiry-fields';
import { validateEnquiry } from './enquiry-schema';

const required = { name: 'Jo Bloggs', email: 'jo@example.co.uk', projectType: 'event', message: 'A conference in May.' };
const LOCATIONS = ['harbour-town', 'hill-village'];

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('the brief of an enquiry', () => {
  it('is optional: the four required fields alone still pass', () => {
    expect(validateEnquiry(required, { locations: LOCATIONS })).toEqual({ success: true, data: required });
  });

  it('reads every brief field from the form, empty ones left out, the flexible box winning over a date', () => {
    const input = enquiryInputFromFormData(
      form([
        ...Object.entries(required),
        ['length', '3-5'],
        ['shootDays', '2'],
        ['location', 'hill-village'],
        ['shootDate', '2026-09-01'],
        ['shootDateFlexible', 'flexible'],
        ['deadline', ''],
        ['extras', 'rush'],
        ['extras', 'captions'],
        ['budget', 'unsure'],
      ]),
    );
    expect(input).toEqual({
      ...required,
      length: '3-5',
      shootDays: '2',
      location: 'hill-village',
      shootDate: 'flexible',
      extras: ['rush', 'captions'],
      budget: 'unsure',
    });
    const result = validateEnquiry(input, { locations: LOCATIONS });
    // Extras come back in the form's order, each once.
    expect(result).toEqual({ success: true, data: { ...input, extras: ['captions', 'rush'] } });
  });

  it('accepts a real shoot date and deadline, and "elsewhere" as the place', () => {
    const result = validateEnquiry(
      { ...required, shootDate: '2028-02-29', deadline: '2026-12-31', location: 'elsewhere' },
      { locations: LOCATIONS },
    );
    expect(result.success).toBe(true);
  });

  // A date no calendar has, or one outside the years the form offers, is a wrong value like any other, never a crash.
  it.each([
    '9999-99-99',
    '0000-00-00',
    '2026-00-10',
    '2026-13-01',
    '2026-02-30',
    '2026-04-31',
    '2026-01-00',
    '2026-01-32',
    '2027-02-29',
    '2100-02-29',
    '1999-12-31',
    '2100-01-01',
    '0001-01-01',
    '+02026-01-01',
    '20260-01-01',
    '2026-1-01',
    '２０２６-０１-０１',
    '2026-01-01T00:00',
  ])('refuses the impossible date %j as a shoot date and as a deadline, with their messages', (value) => {
    expect(validateEnquiry({ ...required, shootDate: value, deadline: value })).toEqual({
      success: false,
      errors: { shootDate: BRIEF_MESSAGES.shootDate, deadline: BRIEF_MESSAGES.deadline },
    });
  });

  it('accepts every real day of the years offered, leap days included', () => {
    for (const value of [DAY_RANGE.min, DAY_RANGE.max, '2024-02-29', '2000-02-29', '2026-04-30', '2026-12-31', '2026-01-31'])
      expect(validateEnquiry({ ...required, shootDate: value, deadline: value }).success).toBe(true);
  });

  const long = 'x'.repeat(5000);
  it.each([
    ['length', '12-hours', 'length'],
    ['length', long, 'length'],
    ['shootDays', '0', 'shootDays'],
    ['shootDays', '2\u0000', 'shootDays'],
    ['location', 'atlantis', 'location'],
    ['location', 'hill-village\u202e', 'location'],
    ['location', long, 'location'],
    ['shootDate', '2026-02-30', 'shootDate'],
    ['shootDate', 'next week', 'shootDate'],
    ['shootDate', `2026-09-01${long}`, 'shootDate'],
    ['deadline', 'flexible', 'deadline'],
    ['deadline', '=NOW()', 'deadline'],
    ['budget', 'a million', 'budget'],
    ['budget', '=1+1', 'budget'],
  ] as const)('refuses %s %j with its own message', (field, value, messageOf) => {
    const result = validateEnquiry({ ...required, [field]: value }, { locations: LOCATIONS });
    expect(result).toEqual({ success: false, errors: { [field]: BRIEF_MESSAGES[messageOf] } });
  });

  it('refuses unknown extras and a flood of them', () => {
    for (const extras of [['drone'], ['captions', '@SUM(A1)'], Array.from({ length: 50 }, () => 'rush')]) {
      expect(validateEnquiry({ ...required, extras }, { locations: LOCATIONS })).toEqual({
        success: false,
        errors: { extras: BRIEF_MESSAGES.extras },
      });
    }
  });

  it('without the list of places, only accepts a place shaped like a slug', () => {
    expect(validateEnquiry({ ...required, location: 'any-place' }).success).toBe(true);
    expect(validateEnquiry({ ...required, location: 'Any Place' }).success).toBe(false);
  });
});
