import type { PricingRules } from './schema';

/**
 * The rules of the indicative price on /contact, in whole pounds. Each project type starts from its service's
 * "From £…" (`priceFrom` in content/services.ts); what the visitor chooses in the brief adds to it. Set `pricing`
 * to `null` to show no price anywhere. `npm run build` stops with the entry and field named if a rule is wrong.
 * With Contentful configured, the space's Pricing entry (content/model.ts) holds the rules instead; these stand in
 * until it holds one.
 */
export const pricing: PricingRules | null = {
  services: [
    { projectType: 'corporate', serviceSlug: 'corporate-videography' },
    { projectType: 'event', serviceSlug: 'event-videography' },
    { projectType: 'promotional', serviceSlug: 'promotional-videography' },
    { projectType: 'social', serviceSlug: 'social-media-content' },
  ],
  spreadPercent: 40,
  length: { 'up-to-1': 0, '1-3': 0, '3-5': 500, '5-10': 1200, 'over-10': 2200 },
  extraDay: 900,
  travel: { locations: { london: 150 }, elsewhere: 350 },
  extras: { social: 300, vertical: 200, captions: 120 },
  rushPercent: 25,
};
