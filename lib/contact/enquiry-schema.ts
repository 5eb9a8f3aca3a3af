import * as z from 'zod/mini';
import { visibleLine } from './clean-text';
import {
  ENQUIRY_FIELDS,
  ENQUIRY_MESSAGES,
  MESSAGE_MIN_LENGTH,
  NAME_MIN_LENGTH,
  PROJECT_TYPES,
  type EnquiryErrors,
  type EnquiryField,
  type ProjectType,
} from './enquiry-fields';

// One set of rules for the form and the receiver; zod's `mini` build keeps the browser's share small.

const projectTypeValues = PROJECT_TYPES.map((type) => type.value) as [ProjectType, ...ProjectType[]];

/**
 * An address as nodemailer can carry it in the owner's Reply-To: zod's practical rule with letters of any script
 * (`josé@exämple.de`, `李@例え.jp`); the domain may also come as punycode, as Chromium sends it.
 */
const WORD = String.raw`[\p{L}\p{M}\p{N}_'+\-]`;
export const EMAIL_PATTERN = new RegExp(
  String.raw`^(?=[^@]{1,64}@)(?=.{3,254}$)(?:${WORD}+\.)*${WORD}*[\p{L}\p{M}\p{N}_+\-]@(?:[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}\-]*\.)+(?:[\p{L}\p{M}]{2,}|xn--[a-zA-Z0-9\-]+)$`,
  'u',
);

/**
 * Invisible characters go before anything is counted, here as in the receiver, so the form and the receiver agree.
 * Leading and trailing spaces do not count towards a minimum: "  a " is not a name.
 */
const enquirySchema = z.object({
  name: z
    .string(ENQUIRY_MESSAGES.name)
    .check(z.overwrite(visibleLine), z.trim(), z.minLength(NAME_MIN_LENGTH, ENQUIRY_MESSAGES.name)),
  email: z
    .string(ENQUIRY_MESSAGES.email)
    .check(z.overwrite(visibleLine), z.trim(), z.email({ pattern: EMAIL_PATTERN, error: ENQUIRY_MESSAGES.email })),
  projectType: z.enum(projectTypeValues, ENQUIRY_MESSAGES.projectType),
  message: z.string(ENQUIRY_MESSAGES.message).check(z.trim(), z.minLength(MESSAGE_MIN_LENGTH, ENQUIRY_MESSAGES.message)),
});

export type Enquiry = z.infer<typeof enquirySchema>;

export type EnquiryResult = { success: true; data: Enquiry } | { success: false; errors: EnquiryErrors };

export function validateEnquiry(input: unknown): EnquiryResult {
  const result = enquirySchema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const errors: EnquiryErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && isEnquiryField(field) && !errors[field]) errors[field] = issue.message;
  }
  // A non-object input has no field paths; every field is then missing.
  if (Object.keys(errors).length === 0) for (const field of ENQUIRY_FIELDS) errors[field] = ENQUIRY_MESSAGES[field];
  return { success: false, errors };
}

function isEnquiryField(value: string): value is EnquiryField {
  return (ENQUIRY_FIELDS as readonly string[]).includes(value);
}
