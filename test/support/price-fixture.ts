import type { PricingRules } from '@/content/model';

// Made-up services, places and pricing rules, far from the real ones, so the owner's edits never break the tests
// that price a brief.

export const FIXTURE_SERVICES = [
  {
    slug: 'films-for-firms',
    title: 'Films for Firms',
    priceFrom: 1000,
    projectType: { value: 'corporate', label: 'Corporate Video' },
  },
  { slug: 'party-films', title: 'Party Films', priceFrom: 600, projectType: { value: 'event', label: 'Event Video' } },
];

export const FIXTURE_LOCATIONS = [
  { value: 'home-town', label: 'Home Town' },
  { value: 'big-city', label: 'Big City' },
];

export const FIXTURE_RULES: PricingRules = {
  services: ['films-for-firms', 'party-films'],
  spreadPercent: 50,
  length: { 'up-to-1': 0, '1-3': 100, '3-5': 300, '5-10': 700, 'over-10': 1500 },
  extraDay: 400,
  travel: { locations: { 'home-town': 0, 'big-city': 120 }, elsewhere: 260 },
  extras: { social: 90, vertical: 60, captions: 30 },
  rushPercent: 20,
};

/**
 * Made-up rules of small numbers, none of them content/pricing.ts's, on the given services and places (the site's own
 * slugs, when a test reads them through the site's content).
 */
export function madeUpRules(services: readonly string[], places: readonly string[]): PricingRules {
  return {
    services: [...services],
    spreadPercent: 10,
    length: { 'up-to-1': 1, '1-3': 2, '3-5': 3, '5-10': 4, 'over-10': 5 },
    extraDay: 6,
    travel: { locations: Object.fromEntries(places.map((slug, index) => [slug, 7 + index])), elsewhere: 8 },
    extras: { social: 9, vertical: 10, captions: 11 },
    rushPercent: 12,
  };
}
