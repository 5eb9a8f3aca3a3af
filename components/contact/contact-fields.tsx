import type { InputHTMLAttributes, ReactNode } from 'react';
import {
  BUDGETS,
  ELSEWHERE,
  EXTRAS,
  FILM_LENGTHS,
  SHOOT_DAYS,
  type LocationOption,
  type ProjectTypeOption,
} from '@/content/brief';
import {
  DAY_RANGE,
  fieldId,
  FLEXIBLE,
  HONEYPOT_FIELD,
  MESSAGE_MIN_LENGTH,
  NAME_MIN_LENGTH,
  NEXT_FIELD,
  PROJECT_TYPE_PLACEHOLDER,
  type FormField,
} from '@/lib/contact/enquiry-fields';
import { FieldError } from './field-error';

interface ContactFieldsProps {
  nextUrl: string;
  projectType?: string;
  location?: string;
  projectTypes: readonly ProjectTypeOption[];
  locations: readonly LocationOption[];
  icons: { select: ReactNode; open: ReactNode };
}

/** Rendered on the server; each control names its message's slot, empty until the form has something to say. */
export function ContactFields({ nextUrl, projectType, location, projectTypes, locations, icons }: ContactFieldsProps) {
  const chosen: Partial<Record<FormField, string>> = { projectType, location };
  const select = (field: FormField, label: string, options: readonly { value: string; label: string }[], empty: string) => (
    <Field field={field} label={label}>
      {(props) => (
        <div className="relative">
          <select
            {...props}
            name={field}
            required={field === 'projectType'}
            defaultValue={chosen[field] ?? ''}
            className={`${props.className} h-14 appearance-none pr-12`}
          >
            <option value="">{empty}</option>
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
  const input = (field: FormField, label: string, attributes: InputHTMLAttributes<HTMLInputElement>, hint?: string) => (
    <Field field={field} label={label} hint={hint}>
      {(props) => <input {...props} {...attributes} name={field} className={`${props.className} h-14 pr-4`} />}
    </Field>
  );
  const day = (field: 'shootDate' | 'deadline', label: string) =>
    input(field, label, { type: 'date', min: DAY_RANGE.min, max: DAY_RANGE.max });

  return (
    <>
      <p className="text-sm text-muted">Name, email, project type and message are required; the brief below is optional.</p>

      <div className="grid gap-5 sm:grid-cols-2 sm:gap-6">
        {input('name', 'Name', { type: 'text', autoComplete: 'name', required: true, minLength: NAME_MIN_LENGTH })}
        {input('email', 'Email', { type: 'email', autoComplete: 'email', required: true }, 'I’ll reply to this address.')}
      </div>

      {select('projectType', 'Project type', projectTypes, PROJECT_TYPE_PLACEHOLDER)}

      <Field
        field="message"
        label="Message"
        hint="Your dates, location, rough budget and where the film will be shown all help me quote accurately."
      >
        {(props) => (
          <textarea
            {...props}
            name="message"
            rows={4}
            required
            minLength={MESSAGE_MIN_LENGTH}
            className={`${props.className} min-h-32 py-4 pr-4 leading-relaxed sm:min-h-48`}
          />
        )}
      </Field>

      <details open={Boolean(location)} className="group rounded-2xl border border-line bg-paper/60 open:bg-white">
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
            {select('length', 'Finished length', FILM_LENGTHS, 'Not decided')}
            {select('shootDays', 'Shoot days', SHOOT_DAYS, 'Not decided')}
            {select('location', 'Where', [...locations, { value: ELSEWHERE, label: 'Elsewhere' }], 'Not decided')}
            {select('budget', 'Budget', BUDGETS, 'Not decided')}
            <div>
              {day('shootDate', 'Shoot date')}
              <label className="mt-2 flex min-h-11 items-center gap-2.5 text-[0.95rem] text-ink">
                <input type="checkbox" name="shootDateFlexible" value={FLEXIBLE} className="size-5 shrink-0 accent-brand" />
                My dates are flexible
              </label>
            </div>
            {day('deadline', 'Deadline')}
          </div>
          <fieldset aria-describedby={`${fieldId('extras')}-error`}>
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
            <FieldError field="extras" />
          </fieldset>
        </fieldset>
      </details>

      {/* Honeypot: off-screen, out of the tab order and hidden from assistive technology; only bots fill it. */}
      <div aria-hidden="true" className="absolute top-auto -left-[10000px] size-px overflow-hidden">
        <label htmlFor="contact-gotcha">Leave this field empty</label>
        <input id="contact-gotcha" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name={NEXT_FIELD} value={nextUrl} />
    </>
  );
}

interface ControlProps {
  id: string;
  className: string;
  'aria-describedby': string;
}

function Field({
  field,
  label,
  hint,
  children,
}: {
  field: FormField;
  label: string;
  hint?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = fieldId(field);
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-[0.95rem] font-semibold text-ink">
        {label}
      </label>
      {children({
        id,
        // The message first: it is what the visitor must act on. Its slot is empty until there is one.
        'aria-describedby': hint ? `${id}-error ${hintId}` : `${id}-error`,
        className: 'field-control pl-4',
      })}
      <FieldError field={field} />
      {hint && (
        <p id={hintId} className="mt-2 text-sm leading-relaxed text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
