import { readFile } from 'node:fs/promises';
import { site } from '../../content/site';
import { visibleParagraphs, visibleText } from './clean';
import type { Invitation } from './token';

// Plain Node: `npm run reviews` reads the same file through this module.

export const REVIEW_FIELDS = { quote: 'quote', role: 'role', company: 'company', consent: 'consent', token: 'token' } as const;

export const QUOTE_MIN = 20;
/** The Testimonial's own limits (content/model.ts), so every review fits its entry. */
export const QUOTE_MAX = 600;
export const ROLE_MAX = 80;
export const COMPANY_MAX = 120;

/** The permission the client ticks, stored word for word with the review. */
export const CONSENT_TEXT = `I agree that ${site.name} may publish these words with my name, role and company on its website.`;

export interface StoredReview {
  /** The invitation's id: one review per link. */
  id: string;
  receivedAt: string;
  name: string;
  role: string;
  company: string;
  quote: string;
  film?: string;
  consent: true;
  consentText: string;
}

export interface ReviewInput {
  quote: string;
  role: string;
  company: string;
  consent: boolean;
}

export type ReviewCheck = { ok: true; review: ReviewInput } | { ok: false; messages: string[]; input: ReviewInput };

export function reviewInputFromForm(form: FormData): ReviewInput {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    quote: visibleParagraphs(text(REVIEW_FIELDS.quote)),
    role: visibleText(text(REVIEW_FIELDS.role)),
    company: visibleText(text(REVIEW_FIELDS.company)),
    consent: text(REVIEW_FIELDS.consent) === 'yes',
  };
}

/** Counted as a reader counts them: an emoji or an accented letter is one character. */
const length = (value: string) => [...value].length;

export function checkReview(input: ReviewInput): ReviewCheck {
  const messages: string[] = [];
  if (length(input.quote) < QUOTE_MIN)
    messages.push(`Please write a few words about working together (at least ${QUOTE_MIN} characters).`);
  if (length(input.quote) > QUOTE_MAX) messages.push(`Please keep your words to ${QUOTE_MAX} characters or fewer.`);
  if (!input.role) messages.push('Please give your role, as you would like it shown.');
  if (length(input.role) > ROLE_MAX) messages.push(`Please keep your role to ${ROLE_MAX} characters or fewer.`);
  if (!input.company) messages.push('Please give your company, as you would like it shown.');
  if (length(input.company) > COMPANY_MAX) messages.push(`Please keep your company to ${COMPANY_MAX} characters or fewer.`);
  if (!input.consent)
    messages.push('Please tick the box to let me publish your words, or close this page if you would rather not.');
  return messages.length ? { ok: false, messages, input } : { ok: true, review: input };
}

export function storedReview(invitation: Invitation, review: ReviewInput, receivedAt: Date): StoredReview {
  return {
    id: invitation.id,
    receivedAt: receivedAt.toISOString(),
    name: invitation.name,
    role: review.role,
    company: review.company,
    quote: review.quote,
    ...(invitation.film ? { film: invitation.film } : {}),
    consent: true,
    consentText: CONSENT_TEXT,
  };
}

export async function readReviews(file: string): Promise<StoredReview[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text.split('\n').flatMap((line) => {
    try {
      const value = JSON.parse(line) as Partial<StoredReview>;
      return typeof value.id === 'string' && typeof value.receivedAt === 'string' && value.consent === true
        ? [value as StoredReview]
        : [];
    } catch {
      return [];
    }
  });
}

export async function reviewReceived(file: string, id: string): Promise<boolean> {
  return (await readReviews(file)).some((review) => review.id === id);
}
