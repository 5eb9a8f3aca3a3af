import { locations } from '../../content/locations';
import { services } from '../../content/services';
import type { BriefChoices } from './brief-key';
import { projectTypeOf, projectTypeOptions, type LocationOption, type ProjectTypeOption } from './enquiry-fields';

/** The brief's lists as content/ has them. Relative imports: next.config.ts loads this file. */

export function locationOptions(): LocationOption[] {
  return locations.map((location) => ({ value: location.slug, label: location.name }));
}

export const locationSlugs = (): string[] => locations.map((location) => location.slug);

export const projectTypes = (): ProjectTypeOption[] => projectTypeOptions(services);

/** What a brief's key may name: every service's project type (whether priced or not) and every location page. */
export const briefChoices = (): BriefChoices => ({
  projectTypes: services.map((service) => projectTypeOf(service).value),
  locations: locationSlugs(),
});
