import { locations } from '../../content/locations';
import { pricing } from '../../content/pricing';
import { services } from '../../content/services';
import { priceTable, type PriceTable } from '../pricing';
import { projectTypeOptions, type LocationOption, type ProjectTypeOption } from './enquiry-fields';

/** The brief's lists and prices as content/ has them. Relative imports: next.config.ts loads this file. */

export function locationOptions(): LocationOption[] {
  return locations.map((location) => ({ value: location.slug, label: location.name }));
}

export const locationSlugs = (): string[] => locations.map((location) => location.slug);

export const projectTypes = (): ProjectTypeOption[] => projectTypeOptions(services);

export function sitePriceTable(): PriceTable | undefined {
  return priceTable(pricing, services, locationOptions());
}
