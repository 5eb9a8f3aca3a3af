import type { EnquiryField } from './enquiry-fields';

/**
 * Control characters have no place in what a visitor types: in a name they could break a
 * mail header or a terminal, in the stored file they hide text. Single-line fields lose
 * every control and line-separator character; a message keeps its line breaks (as \n)
 * and tabs.
 */

// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const CONTROLS_BUT_NEWLINE_AND_TAB = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

export function singleLine(value: string): string {
  return value.replace(CONTROLS, '');
}

export function multiLine(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROLS_BUT_NEWLINE_AND_TAB, '');
}

/** The enquiry's fields with control characters removed (the message keeps its lines). */
export function cleanEnquiryFields<T extends Record<EnquiryField, string>>(fields: T): T {
  return {
    ...fields,
    name: singleLine(fields.name),
    email: singleLine(fields.email),
    projectType: singleLine(fields.projectType),
    message: multiLine(fields.message),
  };
}
