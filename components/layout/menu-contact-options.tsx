import { ContactOptionLink } from '@/components/ui/contact-option-link';
import { MaskIcon } from '@/components/ui/mask-icon';
import { contactOptions, type ContactOption } from '@/lib/contact-options';

export function MenuContactOptions({ options = contactOptions() }: { options?: ContactOption[] }) {
  if (options.length === 0) return null;
  return (
    <ul aria-label="Call or book" className="container-page flex flex-wrap gap-x-6 border-t border-line/70 pt-2 pb-5">
      {options.map((option) => (
        <li key={option.kind}>
          <ContactOptionLink
            option={option}
            className="inline-flex min-h-11 items-center gap-2.5 font-semibold text-ink underline-offset-4 hover:text-brand hover:underline"
          >
            <MaskIcon name={option.kind === 'phone' ? 'phone' : 'calendar-plus'} className="size-5 text-brand" />
            {option.kind === 'booking' ? 'Book a call' : option.text}
          </ContactOptionLink>
        </li>
      ))}
    </ul>
  );
}
