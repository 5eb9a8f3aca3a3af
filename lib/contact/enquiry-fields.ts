// Kept apart from enquiry-schema.ts so the form renders without loading zod.

export type EnquiryField = 'name' | 'email' | 'projectType' | 'message';

/** Form order: focus goes to the first invalid one. */
export const ENQUIRY_FIELDS: readonly EnquiryField[] = ['name', 'email', 'projectType', 'message'];

export const ENQUIRY_MESSAGES: Readonly<Record<EnquiryField, string>> = {
  name: 'Name must be at least 2 characters long',
  email: 'Please enter a valid email address',
  projectType: 'Please select a project type',
  message: 'Message must be at least 10 characters long',
};

export const NAME_MIN_LENGTH = 2;
export const MESSAGE_MIN_LENGTH = 10;

export interface ProjectTypeOption {
  value: string;
  label: string;
}

const OTHER_PROJECT_TYPE: ProjectTypeOption = { value: 'other', label: 'Other' };

export const projectTypeOf = (service: { slug: string; title: string; projectType?: ProjectTypeOption }): ProjectTypeOption =>
  service.projectType ?? { value: service.slug, label: service.title };

export function projectTypeOptions(
  services: readonly { slug: string; title: string; projectType?: ProjectTypeOption }[],
): ProjectTypeOption[] {
  const types = services.map(projectTypeOf).sort((a, b) => a.label.localeCompare(b.label, 'en-GB'));
  return [...types, OTHER_PROJECT_TYPE];
}

export const PROJECT_TYPE_PLACEHOLDER = 'Select project type';

export const HONEYPOT_FIELD = '_gotcha';
export const NEXT_FIELD = '_next';

export type FormField = EnquiryField | BriefField;

export type EnquiryErrors = Partial<Record<FormField, string>>;

export const fieldId = (field: FormField) => `contact-${field}`;

export type BriefField = 'length' | 'shootDays' | 'location' | 'shootDate' | 'deadline' | 'extras' | 'budget';

export const BRIEF_FIELDS: readonly BriefField[] = [
  'length',
  'shootDays',
  'location',
  'shootDate',
  'deadline',
  'extras',
  'budget',
];

export const BRIEF_MESSAGES: Readonly<Record<BriefField, string>> = {
  length: 'Please choose a length from the list',
  shootDays: 'Please choose a number of shoot days from the list',
  location: 'Please choose a place from the list',
  shootDate: 'Please enter the shoot date as a date, or tick “My dates are flexible”',
  deadline: 'Please enter the deadline as a date',
  extras: 'Please choose extras from the list only',
  budget: 'Please choose a budget from the list',
};

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

/** The days the brief's dates may name, as the date fields' `min` and `max`: a year outside is a slip of the keyboard. */
export const DAY_RANGE = { min: '2000-01-01', max: '2099-12-31' } as const;

export const ELSEWHERE = 'elsewhere';
export const FLEXIBLE = 'flexible';
export const FROM_FIELD = 'from';

export interface LocationOption {
  value: string;
  label: string;
}

export type BriefInput = Partial<Record<Exclude<BriefField, 'extras'>, string>> & { extras?: string[] };

export function enquiryInputFromFormData(form: FormData): Record<EnquiryField, string> & BriefInput {
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const brief: BriefInput = {};
  for (const field of BRIEF_FIELDS) {
    if (field === 'extras') {
      const extras = form.getAll('extras').map((value) => (typeof value === 'string' ? value : ''));
      if (extras.length) brief.extras = extras;
    } else if (field === 'shootDate') {
      const date = form.get('shootDateFlexible') === FLEXIBLE ? FLEXIBLE : read('shootDate');
      if (date) brief.shootDate = date;
    } else if (read(field)) brief[field] = read(field);
  }
  return { name: read('name'), email: read('email'), projectType: read('projectType'), message: read('message'), ...brief };
}
