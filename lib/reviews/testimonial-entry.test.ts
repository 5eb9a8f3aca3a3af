import { testimonialContentType, testimonialSchema } from '@/content/contentful-types';
import { readEntries } from '@/lib/contentful/entries';
import { deliveryCollection, modelEntries } from '../../e2e/servers/model-entries';
import { CONSENT_TEXT, type StoredReview } from './review';
import { testimonialOf, testimonialSource } from './testimonial-entry';

const review: StoredReview = {
  id: 'abcdefgh23456789',
  receivedAt: '2026-06-01T12:34:56.000Z',
  name: 'Zoë Ångström',
  role: 'Founder',
  company: 'Bulb Floristry, Lewes',
  quote: 'Alex made our "workshops" look\nas good as they feel.',
  film: 'bulb-floristry',
  consent: true,
  consentText: CONSENT_TEXT,
};

describe('a review as a testimonial', () => {
  it('is a valid testimonial, marked verified, with its consent and date, linked to its film', () => {
    const testimonial = testimonialOf(review);
    expect(testimonialSchema.safeParse(testimonial).success).toBe(true);
    expect(testimonial).toMatchObject({
      slug: 'zoe-angstrom-abcdef',
      name: review.name,
      title: 'Founder',
      company: review.company,
      quote: review.quote,
      date: '2026-06-01',
      projectSlug: 'bulb-floristry',
      verified: true,
    });
    expect(testimonial.consent).toContain(CONSENT_TEXT);
    expect(testimonial.consent).toContain(review.receivedAt);
    // Only invented content carries a sample mark.
    expect(testimonial).not.toHaveProperty('sample');
  });

  it('exports as an entry that reads back as the same testimonial', () => {
    const source = testimonialSource(testimonialOf(review));
    // The printed entry is a TypeScript object literal of plain values.
    const value = new Function(`return (${source.trim().replace(/,$/, '')});`)();
    expect(value).toEqual(testimonialOf(review));
    expect(source).toContain('verified: true');
  });

  it('stays marked verified, with its consent, once published in Contentful and read by the site', () => {
    const { film: _film, ...general } = review;
    const testimonial = testimonialOf(general);
    const { entries, assets } = modelEntries(testimonialContentType, [testimonial], (value) => String(value.slug));
    const read = readEntries(testimonialContentType, testimonialSchema, deliveryCollection(entries, assets)).items;
    expect(read).toEqual([testimonial]);
    expect(read[0]).toMatchObject({ verified: true, consent: expect.stringContaining(review.receivedAt) });
  });
});
