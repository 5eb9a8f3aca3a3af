import * as z from 'zod/mini';
import { BUDGETS, ELSEWHERE, EXTRAS, FILM_LENGTHS, SHOOT_DAYS } from '../../content/brief';
import { visibleLine, visibleLines } from './clean-text';
import {
  BRIEF_FIELDS,
  BRIEF_MESSAGES,
  DAY_RANGE,
  ENQUIRY_FIELDS,
  ENQUIRY_MESSAGES,
  FLEXIBLE,
  MESSAGE_MIN_LENGTH,
  NAME_MIN_LENGTH,
  type BriefField,
  type EnquiryErrors,
  type EnquiryField,
} from './enquiry-fields';

// One set of rules for the form and the receiver; zod's `mini` build keeps the browser's share small.

// zod's practical address rule with letters of any script; the domain may also come as punycode, as Chromium sends it.
const WORD = String.raw`[\p{L}\p{M}\p{N}_'+\-]`;
const EMAIL_PATTERN = new RegExp(
  String.raw`^(?=[^@]{1,64}@)(?=.{3,254}$)(?:${WORD}+\.)*${WORD}*[\p{L}\p{M}\p{N}_+\-]@(?:[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}\-]*\.)+(?:[\p{L}\p{M}]{2,}|xn--[a-zA-Z0-9\-]+)$`,
  'u',
);

// Invisible characters go before anything is counted, as in the receiver, so the form and the receiver agree.
const values = <T extends readonly { value: string }[]>(list: T) => list.map((item) => item.value) as [T[number]['value']];

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

// A day of the calendar, read from its digits: Date would throw on month 99 and roll 2026-02-30 over into March.
function isDay(value: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!parts || value < DAY_RANGE.min || value > DAY_RANGE.max) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const oneOf = (known: readonly string[] | undefined, message: string) =>
  z.string(message).check(z.refine((value) => (known ? known.includes(value) : value.length <= 60 && SLUG.test(value)), message));

const requiredFields = {
  name: z
    .string(ENQUIRY_MESSAGES.name)
    .check(z.overwrite(visibleLine), z.trim(), z.minLength(NAME_MIN_LENGTH, ENQUIRY_MESSAGES.name)),
  email: z
    .string(ENQUIRY_MESSAGES.email)
    .check(z.overwrite(visibleLine), z.trim(), z.email({ pattern: EMAIL_PATTERN, error: ENQUIRY_MESSAGES.email })),
  message: z
    .string(ENQUIRY_MESSAGES.message)
    .check(z.overwrite(visibleLines), z.trim(), z.minLength(MESSAGE_MIN_LENGTH, ENQUIRY_MESSAGES.message)),
};

interface EnquiryChoices {
  projectTypes?: readonly string[];
  locations?: readonly string[];
}

function enquirySchemaFor({ projectTypes, locations }: EnquiryChoices) {
  return z.object({
    ...requiredFields,
    projectType: oneOf(projectTypes, ENQUIRY_MESSAGES.projectType),
    length: z.optional(z.enum(values(FILM_LENGTHS), BRIEF_MESSAGES.length)),
    shootDays: z.optional(z.enum(values(SHOOT_DAYS), BRIEF_MESSAGES.shootDays)),
    location: z.optional(oneOf(locations && [...locations, ELSEWHERE], BRIEF_MESSAGES.location)),
    shootDate: z.optional(
      z.string(BRIEF_MESSAGES.shootDate).check(z.refine((value) => value === FLEXIBLE || isDay(value), BRIEF_MESSAGES.shootDate)),
    ),
    deadline: z.optional(z.string(BRIEF_MESSAGES.deadline).check(z.refine(isDay, BRIEF_MESSAGES.deadline))),
    extras: z.optional(
      z.pipe(
        z
          .array(z.enum(values(EXTRAS), BRIEF_MESSAGES.extras), BRIEF_MESSAGES.extras)
          .check(z.maxLength(EXTRAS.length * 2, BRIEF_MESSAGES.extras)),
        z.transform((chosen) => EXTRAS.map((extra) => extra.value).filter((value) => chosen.includes(value))),
      ),
    ),
    budget: z.optional(z.enum(values(BUDGETS), BRIEF_MESSAGES.budget)),
  });
}

const enquirySchema = enquirySchemaFor({});

export type Enquiry = z.infer<typeof enquirySchema>;

type EnquiryResult = { success: true; data: Enquiry } | { success: false; errors: EnquiryErrors };

export function validateEnquiry(input: unknown, choices: EnquiryChoices = {}): EnquiryResult {
  const result = (choices.locations || choices.projectTypes ? enquirySchemaFor(choices) : enquirySchema).safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const errors: EnquiryErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && isKnownField(field) && !errors[field]) errors[field] = issue.message;
  }
  // A non-object input has no field paths; every field is then missing.
  if (Object.keys(errors).length === 0) for (const field of ENQUIRY_FIELDS) errors[field] = ENQUIRY_MESSAGES[field];
  return { success: false, errors };
}

function isKnownField(value: string): value is EnquiryField | BriefField {
  return (ENQUIRY_FIELDS as readonly string[]).includes(value) || (BRIEF_FIELDS as readonly string[]).includes(value);
}
