import type { EnquiryField } from './enquiry-fields';

/** Control characters could break a mail header or hide text in the stored file; a message keeps its lines and tabs. */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const CONTROLS_BUT_NEWLINE_AND_TAB = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

export function singleLine(value: string): string {
  return value.replace(CONTROLS, '');
}

export function multiLine(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROLS_BUT_NEWLINE_AND_TAB, '');
}

export function cleanEnquiryFields<T extends Record<EnquiryField, string>>(fields: T): T {
  return {
    ...fields,
    name: singleLine(fields.name),
    email: singleLine(fields.email),
    projectType: singleLine(fields.projectType),
    message: multiLine(fields.message),
  };
}
