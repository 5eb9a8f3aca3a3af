// The brief's vocabulary: the choices a visitor describes a film with on /contact, which the owner prices
// (content/pricing.ts, or the Pricing entry in Contentful). The form, the receiver and the price all read them here.

/** One choice of a list, as the form offers it. */
export interface Choice {
  value: string;
  label: string;
}

export type ProjectTypeOption = Choice;
export type LocationOption = Choice;

const OTHER_PROJECT_TYPE: ProjectTypeOption = { value: 'other', label: 'Other' };

/** Which project type a service is on the form: its own `projectType`, else its slug and title. */
export const projectTypeOf = (service: { slug: string; title: string; projectType?: ProjectTypeOption }): ProjectTypeOption =>
  service.projectType ?? { value: service.slug, label: service.title };

export function projectTypeOptions(
  services: readonly { slug: string; title: string; projectType?: ProjectTypeOption }[],
): ProjectTypeOption[] {
  const types = services.map(projectTypeOf).sort((a, b) => a.label.localeCompare(b.label, 'en-GB'));
  return [...types, OTHER_PROJECT_TYPE];
}

export const FILM_LENGTHS = [
  { value: 'up-to-1', label: 'Up to 1 minute' },
  { value: '1-3', label: '1 to 3 minutes' },
  { value: '3-5', label: '3 to 5 minutes' },
  { value: '5-10', label: '5 to 10 minutes' },
  { value: 'over-10', label: 'Over 10 minutes' },
] as const;
export type FilmLength = (typeof FILM_LENGTHS)[number]['value'];

export const SHOOT_DAYS = [
  { value: '1', label: '1 day' },
  { value: '2', label: '2 days' },
  { value: '3', label: '3 days' },
  { value: '4', label: '4 days' },
  { value: '5', label: '5 days or more' },
] as const;

export const EXTRAS = [
  { value: 'social', label: 'Short cut-downs for social media' },
  { value: 'vertical', label: 'Vertical versions' },
  { value: 'captions', label: 'Captions' },
  { value: 'rush', label: 'A rush edit' },
] as const;
export type Extra = (typeof EXTRAS)[number]['value'];

export const BUDGETS = [
  { value: 'under-1000', label: 'Under £1,000' },
  { value: '1000-2500', label: '£1,000 to £2,500' },
  { value: '2500-5000', label: '£2,500 to £5,000' },
  { value: '5000-10000', label: '£5,000 to £10,000' },
  { value: 'over-10000', label: 'Over £10,000' },
  { value: 'unsure', label: 'Not sure yet' },
] as const;

/** The place of a shoot somewhere without a location page of its own. */
export const ELSEWHERE = 'elsewhere';
