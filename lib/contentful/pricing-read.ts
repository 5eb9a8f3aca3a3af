import 'server-only';
import { locations } from '@/content/locations';
import { pricingEntrySchema, pricingRulesOf, pricingType } from '@/content/model';
import { pricing as embeddedPricing } from '@/content/pricing';
import { pricingProblems, type PricingRules } from '@/content/schema';
import { services } from '@/content/services';
import { fetchEntries, type ContentfulApi } from './client';
import { readEntries } from './entries';

const pricingEntryCheck = pricingEntrySchema.superRefine((entry, context) => {
  const rules = pricingRulesOf(entry);
  for (const problem of rules ? pricingProblems(rules, { services, locations }) : [])
    context.addIssue({ code: 'custom', message: problem });
});

// A wrong price is worse than none: an entry that turns prices off, prices no service or fails its check gives null.
export async function loadPricing(api: ContentfulApi = 'delivery'): Promise<PricingRules | null> {
  const collection = await fetchEntries(api, pricingType.id);
  if (collection.items.length === 0) return embeddedPricing;
  const { items, problems } = readEntries(pricingType, pricingEntryCheck, collection);
  for (const problem of problems) console.warn(`[contentful] left out: ${problem}`);
  if (items.length > 1) console.warn(`[contentful] ${items.length} pricing entries: the site uses the one created first`);
  if (items.length === 0) console.warn('[contentful] no pricing entry passes its check: no price is shown');
  return items[0] ? pricingRulesOf(items[0]) : null;
}
