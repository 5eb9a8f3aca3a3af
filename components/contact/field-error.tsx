'use client';

import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { fieldId, type EnquiryErrors, type FormField } from '@/lib/contact/enquiry-fields';

export const FormMessages = createContext<{ errors: EnquiryErrors; icon?: ReactNode }>({ errors: {} });

export function FieldError({ field }: { field: FormField }) {
  const { errors, icon } = useContext(FormMessages);
  const message = errors[field];
  const id = fieldId(field);
  // Before the form moves focus to the control, so it is announced as invalid.
  useLayoutEffect(() => {
    const control = document.getElementById(id);
    if (!control || control.tagName === 'LEGEND') return;
    if (message) control.setAttribute('aria-invalid', 'true');
    else control.removeAttribute('aria-invalid');
  }, [id, message]);
  return (
    <p id={`${id}-error`} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-brand-deep empty:hidden">
      {message && (
        <>
          {icon}
          {message}
        </>
      )}
    </p>
  );
}
