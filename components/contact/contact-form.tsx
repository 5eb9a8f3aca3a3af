'use client';

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Link } from '@/components/ui/link';
import { contactSuccessPath } from '@/lib/contact-routes';
import { briefKey } from '@/lib/contact/brief-key';
import {
  BRIEF_FIELDS,
  ENQUIRY_FIELDS,
  enquiryInputFromFormData,
  fieldId,
  FROM_FIELD,
  NEXT_FIELD,
  type BriefInput,
  type EnquiryErrors,
} from '@/lib/contact/enquiry-fields';
import type { validateEnquiry } from '@/lib/contact/enquiry-schema';
import { estimatePrice, priceRangeText, unpricedNote, type PriceEstimate, type PriceTable } from '@/lib/pricing';
import { FormMessages } from './field-error';
import { PriceEstimateBox, PriceNoteBox } from './price-estimate';

interface ContactFormProps {
  action: string;
  choices: { projectTypes: readonly string[]; locations: readonly string[] };
  priceTable?: PriceTable;
  /** The price of the project type the page starts with, worked out on the server so it shows before any script. */
  initialEstimate?: PriceEstimate;
  initialNote?: string;
  icons: { send: ReactNode; error: ReactNode };
  children: ReactNode;
}

const ALL_FIELDS = [...ENQUIRY_FIELDS, ...BRIEF_FIELDS];

/** The page before /contact, when it is one of this site's: the receiver checks it again. */
function pageBefore(): string {
  try {
    const referrer = new URL(document.referrer);
    if (referrer.origin === location.origin && referrer.pathname !== location.pathname) return referrer.pathname;
  } catch {
    // An empty or unreadable referrer tells nothing.
  }
  return new URLSearchParams(location.search).get(FROM_FIELD) ?? '';
}

/** An external form service returns to its fixed `_next`: it carries the brief's priced choices for the confirmation. */
function carryBrief(element: HTMLFormElement, table: PriceTable | undefined) {
  const next = element.elements.namedItem(NEXT_FIELD);
  if (!(next instanceof HTMLInputElement) || !next.value) return;
  const input = enquiryInputFromFormData(new FormData(element));
  next.value = new URL(contactSuccessPath(estimatePrice(input, table) ? briefKey(input) : undefined), next.value).href;
}

type Validate = typeof validateEnquiry;

/** The schema and zod load when the visitor reaches the form, so the page ships no more script up front than any other. */
let schemaLoad: Promise<Validate> | undefined;
function loadValidator(): Promise<Validate> {
  schemaLoad ??= import('@/lib/contact/enquiry-schema').then((module) => module.validateEnquiry);
  schemaLoad.catch(() => (schemaLoad = undefined));
  return schemaLoad;
}

export function ContactForm({ action, choices, priceTable, initialEstimate, initialNote, icons, children }: ContactFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const validator = useRef<Validate | null>(null);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [sending, setSending] = useState(false);
  const [from, setFrom] = useState('');
  // The brief as the form holds it, once read by a script; until then the price is the server's.
  const [brief, setBrief] = useState<BriefInput>();
  const estimate = brief && priceTable ? estimatePrice(brief, priceTable) : initialEstimate;
  const note = brief && priceTable ? unpricedNote(brief, priceTable) : initialNote;

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    // Without JavaScript the `required` attributes and type="email" still guard the post.
    element.noValidate = true;
    setFrom(pageBefore());
    // The page's scripts start once its first screen is on screen: a choice made before then is priced now.
    setBrief(enquiryInputFromFormData(new FormData(element)));
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
    validate(enquiryInputFromFormData(new FormData(element)), choices);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A second click while the first post is on its way would store the enquiry twice.
    if (sending) {
      event.preventDefault();
      return;
    }
    const element = event.currentTarget;
    const validate = validator.current;
    if (!validate) {
      // Held until the schema arrives; should it fail to load, the post goes ahead and the receiver validates it.
      event.preventDefault();
      loadValidator().then(
        (loaded) => {
          validator.current = loaded;
          element.requestSubmit();
        },
        () => {
          setSending(true);
          carryBrief(element, priceTable);
          element.submit();
        },
      );
      return;
    }
    const result = check(element, validate);
    if (result.success) {
      setErrors({});
      setSending(true);
      carryBrief(element, priceTable);
      return; // The browser carries on with the native post.
    }
    event.preventDefault();
    // Render the messages before moving focus, so the field is announced with its message.
    flushSync(() => setErrors(result.errors));
    const first = ALL_FIELDS.find((field) => result.errors[field]);
    if (!first) return;
    const control = document.getElementById(fieldId(first));
    const brief = control?.closest('details');
    if (brief) brief.open = true;
    control?.focus();
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    setBrief(enquiryInputFromFormData(new FormData(event.currentTarget)));
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

  return (
    <form
      ref={form}
      action={action}
      method="post"
      onFocus={prepare}
      onPointerEnter={prepare}
      onSubmit={onSubmit}
      onChange={onChange}
      className="relative space-y-5 sm:space-y-6"
    >
      <FormMessages value={{ errors, icon: icons.error }}>{children}</FormMessages>

      {estimate && <PriceEstimateBox estimate={estimate} />}
      {note && <PriceNoteBox note={note} />}
      <p aria-live="polite" className="sr-only">
        {estimate ? `Indicative price: typically ${priceRangeText(estimate)}` : (note ?? '')}
      </p>
      <input type="hidden" name={FROM_FIELD} value={from} />

      <div className="flex flex-col gap-4 pt-2 sm:flex-row sm:items-center sm:justify-between">
        <button
          type="submit"
          aria-disabled={sending || undefined}
          className="inline-flex h-14 shrink-0 items-center justify-center gap-2.5 rounded-full bg-brand px-8 text-base font-semibold whitespace-nowrap text-white shadow-[0_10px_30px_-10px_rgb(200_16_46/0.6)] transition-colors hover:bg-brand-deep aria-disabled:cursor-progress aria-disabled:opacity-80"
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
