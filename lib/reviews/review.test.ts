import { visibleLine } from '@/lib/contact/clean-text';
import { ENQUIRY_MESSAGES } from '@/lib/contact/enquiry-fields';
import { validateEnquiry } from '@/lib/contact/enquiry-schema';
import { visibleText } from './clean';
import { checkReview, reviewInputFromForm } from './review';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const review = {
  quote: 'Alex filmed our workshops beautifully; bookings doubled within a month.',
  role: 'Founder',
  company: 'Bulb Floristry',
  consent: 'yes',
};
const enquiry = { name: 'Jo Bloggs', email: 'jo@example.co.uk', projectType: 'event', message: 'A conference in May.' };

// Every code point of the planes people type in that either form's cleaning removes or reads as a space, three times
// over: as a name, as a role and as a company. Any other is kept by both, so both take it.
const candidates = function* () {
  for (let code = 0x80; code <= 0x3ffff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const text = String.fromCodePoint(code).repeat(3);
    if (visibleLine(text) !== text || visibleText(text) !== text) yield text;
  }
};

describe('what a client types in the review form', () => {
  it('is cleaned by the contact form’s rule: a role or company is refused exactly when it would be refused as a name', () => {
    const disagreements: string[] = [];
    for (const text of candidates()) {
      const nameRefused = validateEnquiry({ ...enquiry, name: text }).success === false;
      const checked = checkReview(reviewInputFromForm(form({ ...review, role: text, company: text })));
      const reviewRefused = !checked.ok && checked.messages.length === 2;
      if (nameRefused !== reviewRefused) disagreements.push(`U+${text.codePointAt(0)!.toString(16).toUpperCase()}`);
    }
    expect(disagreements).toEqual([]);
    expect(validateEnquiry({ ...enquiry, name: '\u2800\u2800' })).toMatchObject({ errors: { name: ENQUIRY_MESSAGES.name } });
  });
});
