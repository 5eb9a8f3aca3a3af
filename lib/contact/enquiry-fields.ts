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

export const PROJECT_TYPES = [
  { value: 'corporate', label: 'Corporate Video' },
  { value: 'event', label: 'Event Video' },
  { value: 'promotional', label: 'Promotional Video' },
  { value: 'social', label: 'Social Media Content' },
  { value: 'other', label: 'Other' },
] as const;

export type ProjectType = (typeof PROJECT_TYPES)[number]['value'];

export const PROJECT_TYPE_PLACEHOLDER = 'Select project type';

/** Hidden fields the external form service understands. */
export const HONEYPOT_FIELD = '_gotcha';
export const NEXT_FIELD = '_next';

export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

/** A missing field, or a file where text belongs, becomes '' so validation reports it with the field's own message. */
export function enquiryInputFromFormData(form: FormData): Record<EnquiryField, string> {
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { name: read('name'), email: read('email'), projectType: read('projectType'), message: read('message') };
}
