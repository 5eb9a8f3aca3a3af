import type { PricingRules } from './model';

/**
 * The rules of the indicative price on /contact, in whole pounds. Each priced service starts from its "From £…"
 * (`priceFrom` in content/services.ts); what the visitor chooses in the brief adds to it. A service left out of
 * `services` keeps its "From £…" and the form says its price comes in the reply (the build lists it). Every location
 * needs its travel price in `travel.locations`, 0 for the home area. The build stops with the entry and field named if
 * a rule is wrong or a location has no travel price. Set `pricing` to `null` to show no price anywhere. With Contentful configured, the space's Pricing entry
 * (content/model.ts) holds the rules instead; these stand in until it holds one.
 */
export const pricing: PricingRules | null = {
  services: ['corporate-videography', 'event-videography', 'promotional-videography', 'social-media-content'],
  spreadPercent: 40,
  length: { 'up-to-1': 0, '1-3': 0, '3-5': 500, '5-10': 1200, 'over-10': 2200 },
  extraDay: 900,
  travel: { locations: { brighton: 0, lewes: 0, london: 150 }, elsewhere: 350 },
  extras: { social: 300, vertical: 200, captions: 120 },
  rushPercent: 25,
};
