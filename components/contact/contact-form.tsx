'use client';

import Link from 'next/link';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  BRIEF_FIELDS,
  BUDGETS,
  ELSEWHERE,
  ENQUIRY_FIELDS,
  EXTRAS,
  FILM_LENGTHS,
  FLEXIBLE,
  FROM_FIELD,
  HONEYPOT_FIELD,
  MESSAGE_MIN_LENGTH,
  NAME_MIN_LENGTH,
  SHOOT_DAYS,
  type BriefField,
  type LocationOption,
  NEXT_FIELD,
  PROJECT_TYPE_PLACEHOLDER,
  type ProjectTypeOption,
  enquiryInputFromFormData,
  type EnquiryErrors,
  type EnquiryField,
} from '@/lib/contact/enquiry-fields';
import type { validateEnquiry } from '@/lib/contact/enquiry-schema';
import { estimatePrice, priceRangeText, type PriceEstimate, type PriceTable } from '@/lib/pricing';
import { PriceEstimateBox } from './price-estimate';

interface ContactFormProps {
  /** Where the native post goes: the external form service or the built-in receiver. */
  action: string;
  /** Absolute address the form service redirects to after a successful post. */
  nextUrl: string;
  /** Rendered on the server (see contact-form-icons.tsx), so their shapes ship as markup, not script. */
  icons: ContactFormIcons;
  /** One per service (content/services.ts), then "Other". */
  projectTypes: readonly ProjectTypeOption[];
  /** The brief's places (content/locations.ts) and the owner's price rules, if any. */
  brief?: { locations: readonly LocationOption[]; priceTable?: PriceTable };
}

export interface ContactFormIcons {
  select: ReactNode;
  /** The brief's disclosure marker. */
  open: ReactNode;
  send: ReactNode;
  error: ReactNode;
}

type FormField = EnquiryField | BriefField;

const fieldId = (field: FormField) => `contact-${field}`;

/** Form order: focus goes to the first invalid one. */
const ALL_FIELDS: readonly FormField[] = [...ENQUIRY_FIELDS, ...BRIEF_FIELDS];

/** The page before /contact, when it is one of this site's: the receiver checks it again. */
function pageBefore(): string {
  try {
    if (document.referrer) {
      const referrer = new URL(document.referrer);
      if (referrer.origin === location.origin && referrer.pathname !== location.pathname) return referrer.pathname;
    }
  } catch {
    // An unreadable referrer tells nothing.
  }
  return new URLSearchParams(location.search).get(FROM_FIELD) ?? '';
}

type Validate = typeof validateEnquiry;

/** The schema and zod load when the visitor reaches the form, so the page ships no more script up front than any other. */
let schemaLoad: Promise<Validate> | undefined;
function loadValidator(): Promise<Validate> {
  schemaLoad ??= import('@/lib/contact/enquiry-schema').then((module) => module.validateEnquiry);
  schemaLoad.catch(() => (schemaLoad = undefined));
  return schemaLoad;
}

/** A plain HTML form that posts natively; once hydrated, it checks the fields on submit and focuses the first invalid one. */
export function ContactForm({ action, nextUrl, icons, projectTypes, brief }: ContactFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const details = useRef<HTMLDetailsElement>(null);
  const validator = useRef<Validate | null>(null);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [sending, setSending] = useState(false);
  const [from, setFrom] = useState('');
  const [estimate, setEstimate] = useState<PriceEstimate | undefined>();
  const locations = brief?.locations ?? [];
  const locationSlugs = locations.map((place) => place.value);

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    // Without JavaScript the `required` attributes and type="email" still guard the post.
    element.noValidate = true;
    setFrom(pageBefore());
    // Coming back with the Back button restores the page from the cache: allow a new send.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setSending(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const prepare = () => {
    if (validator.current) return;
    loadValidator().then(
      (validate) => (validator.current = validate),
      () => undefined,
    );
  };

  const check = (element: HTMLFormElement, validate: Validate) =>
    validate(enquiryInputFromFormData(new FormData(element)), {
      projectTypes: projectTypes.map((type) => type.value),
      locations: locationSlugs,
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A second click while the first post is on its way would store the enquiry twice.
    if (sending) {
      event.preventDefault();
      return;
    }
    const element = event.currentTarget;
    const validate = validator.current;
    if (!validate) {
      // Hold the post until the schema has arrived, then submit again. Should it fail to
      // load, the post goes ahead unchecked: the receiver validates it all the same.
      event.preventDefault();
      loadValidator().then(
        (loaded) => {
          validator.current = loaded;
          element.requestSubmit();
        },
        () => {
          setSending(true);
          element.submit();
        },
      );
      return;
    }
    const result = check(element, validate);
    if (result.success) {
      setErrors({});
      setSending(true);
      return; // The browser carries on with the native post.
    }
    event.preventDefault();
    // Render the messages before moving focus, so the field is announced with its message.
    flushSync(() => setErrors(result.errors));
    const first = ALL_FIELDS.find((field) => result.errors[field]);
    if (first && (BRIEF_FIELDS as readonly string[]).includes(first) && details.current) details.current.open = true;
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const errorFor = (field: FormField) =>
    errors[field] && (
      <>
        {icons.error}
        {errors[field]}
      </>
    );

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (brief?.priceTable)
      setEstimate(estimatePrice(enquiryInputFromFormData(new FormData(event.currentTarget)), brief.priceTable));
    const validate = validator.current;
    if (!validate || Object.keys(errors).length === 0) return;
    const result = check(event.currentTarget, validate);
    const remaining: EnquiryErrors = result.success ? {} : result.errors;
    setErrors((shown) => {
      const next: EnquiryErrors = {};
      for (const field of ALL_FIELDS) if (shown[field] && remaining[field]) next[field] = remaining[field];
      return next;
    });
  };

  const choice = (field: BriefField, label: string, options: readonly { value: string; label: string }[]) => (
    <Field field={field} label={label} error={errorFor(field)}>
      {(props) => (
        <div className="relative">
          <select {...props} name={field} defaultValue="" className={`${props.className} h-14 appearance-none pr-12`}>
            <option value="">Not decided</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {icons.select}
        </div>
      )}
    </Field>
  );

  const day = (field: 'shootDate' | 'deadline', label: string) => (
    <Field field={field} label={label} error={errorFor(field)}>
      {(props) => <input {...props} type="date" name={field} className={`${props.className} h-14 pr-4`} />}
    </Field>
  );

  return (
    <form
      ref={form}
      action={action}
      method="post"
      onFocus={prepare}
      onPointerEnter={prepare}
      onSubmit={onSubmit}
      onChange={onChange}
      className="relative space-y-6"
    >
      <p className="text-sm text-muted">Name, email, project type and message are required; the brief below is optional.</p>

      <div className="grid gap-6 sm:grid-cols-2">
        <LineField field="name" type="text" minLength={NAME_MIN_LENGTH} label="Name" error={errorFor('name')} />
        <LineField field="email" type="email" label="Email" hint="I’ll reply to this address." error={errorFor('email')} />
      </div>

      <Field field="projectType" label="Project type" error={errorFor('projectType')}>
        {(props) => (
          <div className="relative">
            <select
              {...props}
              name="projectType"
              required
              defaultValue=""
              className={`${props.className} h-14 appearance-none pr-12`}
            >
              <option value="">{PROJECT_TYPE_PLACEHOLDER}</option>
              {projectTypes.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
            {icons.select}
          </div>
        )}
      </Field>

      <Field
        field="message"
        label="Message"
        hint="Tell me about your project: dates, location, rough budget and where the film will be shown all help me give you an accurate quote."
        error={errorFor('message')}
      >
        {(props) => (
          <textarea
            {...props}
            name="message"
            rows={6}
            required
            minLength={MESSAGE_MIN_LENGTH}
            className={`${props.className} min-h-40 py-4 pr-4 leading-relaxed`}
          />
        )}
      </Field>

      <details ref={details} className="group rounded-2xl border border-line bg-paper/60 open:bg-white">
        <summary className="flex min-h-14 cursor-pointer items-center justify-between gap-4 rounded-2xl px-4 py-3 font-semibold text-ink focus-visible:outline-offset-2 sm:px-5">
          <span>
            Add a brief for an indicative price <span className="font-normal text-muted">(optional)</span>
          </span>
          <span aria-hidden="true" className="transition-transform group-open:rotate-180">
            {icons.open}
          </span>
        </summary>
        <fieldset className="space-y-6 border-t border-line px-4 pt-5 pb-6 sm:px-5">
          <legend className="sr-only">Your brief</legend>
          <div className="grid gap-6 sm:grid-cols-2">
            {choice('length', 'Finished length', FILM_LENGTHS)}
            {choice('shootDays', 'Shoot days', SHOOT_DAYS)}
            {choice('location', 'Where', [...locations, { value: ELSEWHERE, label: 'Elsewhere' }])}
            {choice('budget', 'Budget', BUDGETS)}
            <div>
              {day('shootDate', 'Shoot date')}
              <label className="mt-2 flex min-h-11 items-center gap-2.5 text-[0.95rem] text-ink">
                <input type="checkbox" name="shootDateFlexible" value={FLEXIBLE} className="size-5 shrink-0 accent-brand" />
                My dates are flexible
              </label>
            </div>
            {day('deadline', 'Deadline')}
          </div>
          <fieldset aria-describedby={errors.extras ? fieldId('extras') + '-error' : undefined}>
            <legend id={fieldId('extras')} tabIndex={-1} className="mb-2 text-[0.95rem] font-semibold text-ink">
              Extras
            </legend>
            <div className="grid gap-x-6 sm:grid-cols-2">
              {EXTRAS.map((extra) => (
                <label key={extra.value} className="flex min-h-11 items-center gap-2.5 text-[0.95rem] text-ink">
                  <input type="checkbox" name="extras" value={extra.value} className="size-5 shrink-0 accent-brand" />
                  {extra.label}
                </label>
              ))}
            </div>
            {errors.extras && (
              <p id={`${fieldId('extras')}-error`} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-brand-deep">
                {errorFor('extras')}
              </p>
            )}
          </fieldset>
        </fieldset>
      </details>

      {estimate && <PriceEstimateBox estimate={estimate} />}
      <p aria-live="polite" className="sr-only">
        {estimate ? `Indicative price: typically ${priceRangeText(estimate)}` : ''}
      </p>

      {/* Honeypot: off-screen, out of the tab order and hidden from assistive technology; only bots fill it. */}
      <div aria-hidden="true" className="absolute top-auto -left-[10000px] size-px overflow-hidden">
        <label htmlFor="contact-gotcha">Leave this field empty</label>
        <input id="contact-gotcha" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name={NEXT_FIELD} value={nextUrl} />
      <input type="hidden" name={FROM_FIELD} value={from} />

      <div className="flex flex-col gap-4 pt-2 sm:flex-row sm:items-center sm:justify-between">
        <button
          type="submit"
          aria-disabled={sending || undefined}
          className="inline-flex h-14 items-center justify-center gap-2.5 rounded-full bg-brand px-8 text-base font-semibold text-white shadow-[0_10px_30px_-10px_rgb(200_16_46/0.6)] transition-colors hover:bg-brand-deep aria-disabled:cursor-progress aria-disabled:opacity-80"
        >
          {sending ? 'Sending…' : 'Send Message'}
          {icons.send}
        </button>
        <p className="max-w-xs text-sm leading-relaxed text-muted">
          Your details are only used to reply to you. See the{' '}
          <Link href="/privacy-policy" className="font-medium text-ink underline underline-offset-4 hover:text-brand">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </form>
  );
}

interface ControlProps {
  id: string;
  className: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  field: FormField;
  label: string;
  hint?: string;
  error?: ReactNode;
  children: (props: ControlProps) => ReactNode;
}

function Field({ field, label, hint, error, children }: FieldProps) {
  const id = fieldId(field);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-[0.95rem] font-semibold text-ink">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: `block w-full rounded-xl border bg-white pl-4 text-base text-ink shadow-[inset_0_1px_2px_rgb(17_17_19/0.04)] transition-[border-color,box-shadow] placeholder:text-muted hover:border-ink/40 focus:border-ink focus-visible:outline-offset-2 ${error ? 'border-brand-deep' : 'border-line'}`,
      })}
      {error && (
        <p id={errorId} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-brand-deep">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-2 text-sm leading-relaxed text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

interface LineFieldProps extends Omit<FieldProps, 'field' | 'children'> {
  /** Also the input's name and its autocomplete token. */
  field: 'name' | 'email';
  type: 'text' | 'email';
  minLength?: number;
}

function LineField({ field, type, minLength, ...fieldProps }: LineFieldProps) {
  return (
    <Field field={field} {...fieldProps}>
      {(props) => (
        <input
          {...props}
          type={type}
          name={field}
          autoComplete={field}
          required
          minLength={minLength}
          className={`${props.className} h-14 pr-4`}
        />
      )}
    </Field>
  );
}
