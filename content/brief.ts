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

/** A list of choices from rows of [value, label], both kept as written for the types. */
const choices = <const Rows extends readonly (readonly [string, string])[]>(...rows: Rows) =>
  rows.map(([value, label]) => ({ value, label })) as unknown as {
    readonly [Row in keyof Rows]: { readonly value: Rows[Row][0]; readonly label: Rows[Row][1] };
  };

export const FILM_LENGTHS = choices(
  ['up-to-1', 'Up to 1 minute'],
  ['1-3', '1 to 3 minutes'],
  ['3-5', '3 to 5 minutes'],
  ['5-10', '5 to 10 minutes'],
  ['over-10', 'Over 10 minutes'],
);
export type FilmLength = (typeof FILM_LENGTHS)[number]['value'];

export const SHOOT_DAYS = choices(['1', '1 day'], ['2', '2 days'], ['3', '3 days'], ['4', '4 days'], ['5', '5 days or more']);

export const EXTRAS = choices(
  ['social', 'Short cut-downs for social media'],
  ['vertical', 'Vertical versions'],
  ['captions', 'Captions'],
  ['rush', 'A rush edit'],
);
export type Extra = (typeof EXTRAS)[number]['value'];

export const BUDGETS = choices(
  ['under-1000', 'Under £1,000'],
  ['1000-2500', '£1,000 to £2,500'],
  ['2500-5000', '£2,500 to £5,000'],
  ['5000-10000', '£5,000 to £10,000'],
  ['over-10000', 'Over £10,000'],
  ['unsure', 'Not sure yet'],
);

/** The place of a shoot somewhere without a location page of its own. */
export const ELSEWHERE = 'elsewhere';
