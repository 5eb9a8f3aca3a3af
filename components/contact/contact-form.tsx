'use client';

import Link from 'next/link';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  ENQUIRY_FIELDS,
  HONEYPOT_FIELD,
  NEXT_FIELD,
  PROJECT_TYPES,
  PROJECT_TYPE_PLACEHOLDER,
  enquiryInputFromFormData,
  type EnquiryErrors,
  type EnquiryField,
} from '@/lib/contact/enquiry-fields';
import type { validateEnquiry } from '@/lib/contact/enquiry-schema';

interface ContactFormProps {
  /** Where the native post goes: the external form service or the built-in receiver. */
  action: string;
  /** Absolute address the form service redirects to after a successful post. */
  nextUrl: string;
  /** Rendered on the server (see contact-form-icons.tsx), so their shapes ship as markup, not script. */
  icons: ContactFormIcons;
}

export interface ContactFormIcons {
  select: ReactNode;
  send: ReactNode;
  error: ReactNode;
}

const fieldId = (field: EnquiryField) => `contact-${field}`;

type Validate = typeof validateEnquiry;

/** The schema and zod load when the visitor reaches the form, so the page ships no more script up front than any other. */
let schemaLoad: Promise<Validate> | undefined;
function loadValidator(): Promise<Validate> {
  schemaLoad ??= import('@/lib/contact/enquiry-schema').then((module) => module.validateEnquiry);
  schemaLoad.catch(() => (schemaLoad = undefined));
  return schemaLoad;
}

/** A plain HTML form that posts natively; once hydrated, it checks the fields on submit and focuses the first invalid one. */
export function ContactForm({ action, nextUrl, icons }: ContactFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const validator = useRef<Validate | null>(null);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    // Without JavaScript the `required` attributes and type="email" still guard the post.
    element.noValidate = true;
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

  const check = (element: HTMLFormElement, validate: Validate) => validate(enquiryInputFromFormData(new FormData(element)));

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
    const first = ENQUIRY_FIELDS.find((field) => result.errors[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const errorFor = (field: EnquiryField) =>
    errors[field] && (
      <>
        {icons.error}
        {errors[field]}
      </>
    );

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const validate = validator.current;
    if (!validate || Object.keys(errors).length === 0) return;
    const result = check(event.currentTarget, validate);
    const remaining: EnquiryErrors = result.success ? {} : result.errors;
    setErrors((shown) => {
      const next: EnquiryErrors = {};
      for (const field of ENQUIRY_FIELDS) if (shown[field] && remaining[field]) next[field] = remaining[field];
      return next;
    });
  };

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
      <p className="text-sm text-muted">All fields are required.</p>

      <div className="grid gap-6 sm:grid-cols-2">
        <LineField field="name" type="text" minLength={2} label="Name" error={errorFor('name')} />
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
              {PROJECT_TYPES.map((type) => (
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
            minLength={10}
            className={`${props.className} min-h-40 py-4 pr-4 leading-relaxed`}
          />
        )}
      </Field>

      {/* Honeypot: off-screen, out of the tab order and hidden from assistive technology; only bots fill it. */}
      <div aria-hidden="true" className="absolute top-auto -left-[10000px] size-px overflow-hidden">
        <label htmlFor="contact-gotcha">Leave this field empty</label>
        <input id="contact-gotcha" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name={NEXT_FIELD} value={nextUrl} />

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
  field: EnquiryField;
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
