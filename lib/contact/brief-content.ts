// Loaded by next.config.ts, so it imports content by relative path.
import { projectTypeOf, projectTypeOptions, type LocationOption, type ProjectTypeOption } from '../../content/brief';
import { locations } from '../../content/locations';
import { services } from '../../content/services';
import type { BriefChoices } from './brief-key';

export function locationOptions(): LocationOption[] {
  return locations.map((location) => ({ value: location.slug, label: location.name }));
}

export const locationSlugs = (): string[] => locations.map((location) => location.slug);

export const projectTypes = (): ProjectTypeOption[] => projectTypeOptions(services);

export const briefChoices = (): BriefChoices => ({
  projectTypes: services.map((service) => projectTypeOf(service).value),
  locations: locationSlugs(),
});
