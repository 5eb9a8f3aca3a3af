import type { EnquiryField } from './enquiry-fields';

// Control characters could break a mail header or hide text in the stored file; a message keeps its lines and tabs.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const CONTROLS_BUT_NEWLINE_AND_TAB = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

// Format characters (bidi controls, zero-width, BOM), characters drawn as nothing and the blank braille cell could hide text.
const INVISIBLES = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

export function singleLine(value: string): string {
  return value.replace(CONTROLS, '');
}

export function visibleLine(value: string): string {
  return singleLine(value).replace(INVISIBLES, '');
}

export function visibleLines(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROLS_BUT_NEWLINE_AND_TAB, '').replace(INVISIBLES, '');
}

export function cleanEnquiryFields<T extends Record<EnquiryField, string>>(fields: T): T {
  return {
    ...fields,
    name: visibleLine(fields.name),
    email: visibleLine(fields.email),
    projectType: singleLine(fields.projectType),
    message: visibleLines(fields.message),
  };
}
