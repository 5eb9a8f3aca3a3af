import { locations } from '../../content/locations';
import { pricing } from '../../content/pricing';
import { pricingProblems } from '../../content/schema';
import { services } from '../../content/services';
import { priceTable, type PriceTable } from '../pricing';
import type { LocationOption } from './enquiry-fields';

/** The brief's lists and prices as content/ has them. Relative imports: next.config.ts loads this file. */

export function locationOptions(): LocationOption[] {
  return locations.map((location) => ({ value: location.slug, label: location.name }));
}

export const locationSlugs = (): string[] => locations.map((location) => location.slug);

export function sitePriceTable(): PriceTable | undefined {
  return priceTable(pricing, services, locationOptions());
}

/** Run by next.config.ts, so a wrong rule stops the build with the file, entry and field named. */
export function assertPricingRules(): void {
  if (pricing === null) return;
  const problems = pricingProblems(pricing, { services, locations });
  if (problems.length)
    throw new Error(`Invalid pricing rules in content/pricing.ts:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
}
