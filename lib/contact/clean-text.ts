import type { EnquiryField } from './enquiry-fields';

// Control characters could break a mail header or hide text in the stored file; a message keeps its lines and tabs.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const CONTROLS_BUT_NEWLINE_AND_TAB = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

// What could reorder or hide what the owner reads, or make a name of nothing: the format characters (bidi controls,
// zero-width characters, the BOM, soft hyphens, tag characters, Egyptian hieroglyph joiners), whatever Unicode says
// may be drawn as nothing (Hangul fillers, variation selectors), and the blank braille cell.
const INVISIBLES = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** A value the visitor chose rather than typed (a project type, a date): control characters removed. */
export function singleLine(value: string): string {
  return value.replace(CONTROLS, '');
}

/**
 * One line of what a client or visitor typed, in either form (a name, an address, a role, a company), and anything the
 * owner's commands print: control and invisible characters removed, so a value of those alone is empty.
 */
export function visibleLine(value: string): string {
  return singleLine(value).replace(INVISIBLES, '');
}

/** Several lines of what they typed (a message, a testimonial): the same rule, keeping line breaks (as \n) and tabs. */
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
