import 'server-only';
import { locations } from '@/content/locations';
import { pricingEntrySchema, pricingRulesOf, pricingType } from '@/content/model';
import { pricing as embeddedPricing } from '@/content/pricing';
import { pricingProblems, type PricingRules } from '@/content/schema';
import { services } from '@/content/services';
import { fetchEntries, type ContentfulApi } from './client';
import { readEntries } from './entries';

// The pricing rules read from Contentful's one pricing entry, checked by the same rules as content/pricing.ts.

/** The entry's own rules, then the rules of the price (pricingProblems), so both name the entry when it is left out. */
const pricingEntryCheck = pricingEntrySchema.superRefine((entry, context) => {
  const rules = pricingRulesOf(entry);
  for (const problem of rules ? pricingProblems(rules, { services, locations }) : [])
    context.addIssue({ code: 'custom', message: problem });
});

/**
 * The rules of the first pricing entry that passes its check; content/pricing.ts while the space holds no pricing
 * entry; null (no price anywhere) when the entry turns prices off, prices no service, or no entry passes: a wrong price
 * is worse than none. Throws when Contentful cannot answer, so the cache keeps the last good rules.
 */
export async function loadPricing(api: ContentfulApi = 'delivery'): Promise<PricingRules | null> {
  const collection = await fetchEntries(api, pricingType.id);
  if (collection.items.length === 0) return embeddedPricing;
  const { items, problems } = readEntries(pricingType, pricingEntryCheck, collection);
  for (const problem of problems) console.warn(`[contentful] left out: ${problem}`);
  if (items.length > 1) console.warn(`[contentful] ${items.length} pricing entries: the site uses the one created first`);
  if (items.length === 0) console.warn('[contentful] no pricing entry passes its check: no price is shown');
  return items[0] ? pricingRulesOf(items[0]) : null;
}
