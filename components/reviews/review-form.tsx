import type { ReactNode } from 'react';
import { COMPANY_MAX, CONSENT_TEXT, QUOTE_MAX, QUOTE_MIN, REVIEW_FIELDS, ROLE_MAX } from '@/lib/reviews/review';
import { REVIEW_RECEIVER_PATH } from '@/lib/reviews/routes';

interface ReviewFormProps {
  token: string;
  company: string;
}

const CONTROL = 'field-control px-4';

/** The one-line fields, side by side; the company's is filled in with the one the link names. */
const LINE_FIELDS = [
  {
    field: 'role',
    label: 'Your role',
    hint: 'As it should appear, e.g. Head of Marketing.',
    autoComplete: 'organization-title',
    maxLength: ROLE_MAX,
  },
  {
    field: 'company',
    label: 'Your company',
    hint: 'As it should appear; add the place if it helps.',
    autoComplete: 'organization',
    maxLength: COMPANY_MAX,
  },
] as const;

/** A plain form: the browser checks what it can, the receiver checks everything, with or without JavaScript. */
export function ReviewForm({ token, company }: ReviewFormProps) {
  return (
    <form action={REVIEW_RECEIVER_PATH} method="post" className="space-y-6">
      <input type="hidden" name={REVIEW_FIELDS.token} value={token} />
      <Field id="review-quote" label="Your words" hint={`A few sentences about working together, up to ${QUOTE_MAX} characters.`}>
        <textarea
          id="review-quote"
          name={REVIEW_FIELDS.quote}
          rows={6}
          required
          minLength={QUOTE_MIN}
          maxLength={QUOTE_MAX}
          aria-describedby="review-quote-hint"
          className={`${CONTROL} min-h-40 py-4 leading-relaxed`}
        />
      </Field>
      <div className="grid gap-6 sm:grid-cols-2">
        {LINE_FIELDS.map(({ field, label, hint, autoComplete, maxLength }) => (
          <Field key={field} id={`review-${field}`} label={label} hint={hint}>
            <input
              id={`review-${field}`}
              name={REVIEW_FIELDS[field]}
              type="text"
              autoComplete={autoComplete}
              required
              maxLength={maxLength}
              defaultValue={field === 'company' ? company : undefined}
              aria-describedby={`review-${field}-hint`}
              className={`${CONTROL} h-14`}
            />
          </Field>
        ))}
      </div>
      <label className="flex items-start gap-3 text-ink">
        <input type="checkbox" name={REVIEW_FIELDS.consent} value="yes" required className="mt-1 size-5 shrink-0 accent-brand" />
        <span>{CONSENT_TEXT}</span>
      </label>
      <button
        type="submit"
        className="inline-flex h-14 items-center justify-center rounded-full bg-brand px-8 text-base font-semibold text-white transition-colors hover:bg-brand-deep"
      >
        Send my testimonial
      </button>
    </form>
  );
}

function Field({ id, label, hint, children }: { id: string; label: string; hint: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-[0.95rem] font-semibold text-ink">
        {label}
      </label>
      {children}
      <p id={`${id}-hint`} className="mt-2 text-sm leading-relaxed text-muted">
        {hint}
      </p>
    </div>
  );
}
