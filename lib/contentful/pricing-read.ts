import 'server-only';
import { pricingGaps } from '@/content/checks';
import { pricingContentType, pricingEntrySchema, pricingRulesOf } from '@/content/contentful-types';
import { locations } from '@/content/locations';
import type { PricingRules } from '@/content/model';
import { pricing as embeddedPricing } from '@/content/pricing';
import { services } from '@/content/services';
import { fetchEntries, type ContentfulApi } from './client';
import { readEntries } from './entries';
import { typesEverHeld } from './last-read';

export function pricingEntryNotes(rules: PricingRules): string[] {
  const { unpricedServices, placesWithoutTravel } = pricingGaps(rules, { services, locations });
  const travel = pricingContentType.fields.travel;
  return [
    ...unpricedServices.map(
      (service) =>
        `${service.title} is not ticked in "${pricingContentType.fields.services.contentful[0]!.name}": it shows its “From £…” and no range`,
    ),
    ...placesWithoutTravel.map(
      (place) =>
        `"${travel.labelOf!(place.slug)}" is empty: an estimate for a shoot in ${place.name} leaves travel out and says it is quoted separately`,
    ),
  ];
}

// A wrong price is worse than none (null); a place or service the entry does not price yet is priced without it.
export async function loadPricing(api: ContentfulApi = 'delivery'): Promise<PricingRules | null> {
  const collection = await fetchEntries(api, pricingContentType.id);
  const held = collection.items.length > 0;
  if (!(await typesEverHeld(held ? [pricingContentType.id] : [], { record: api === 'delivery' })).has(pricingContentType.id))
    return embeddedPricing;
  if (!held) {
    console.warn('[contentful] the space holds no Pricing entry any more: no price is shown');
    return null;
  }
  const { items, problems } = readEntries(pricingContentType, pricingEntrySchema, collection);
  for (const problem of problems) console.warn(`[contentful] ${problem}`);
  if (items.length > 1) console.warn(`[contentful] ${items.length} pricing entries: the site uses the one created first`);
  if (items.length === 0) console.warn('[contentful] no pricing entry passes its check: no price is shown');
  const rules = items[0] ? pricingRulesOf(items[0]) : null;
  if (rules) for (const note of pricingEntryNotes(rules)) console.warn(`[contentful] Pricing: ${note}`);
  return rules;
}
