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

/** The days the brief's dates may name, as the date fields' `min` and `max`: a year outside is a slip of the keyboard. */
export const DAY_RANGE = { min: '2000-01-01', max: '2099-12-31' } as const;

export const FLEXIBLE = 'flexible';
export const FROM_FIELD = 'from';

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
