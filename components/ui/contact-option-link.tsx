import type { ReactNode } from 'react';
import type { ContactOption } from '@/lib/contact-options';

export function ContactOptionLink({
  option,
  className,
  children,
}: {
  option: ContactOption;
  className: string;
  children?: ReactNode;
}) {
  return (
    <a
      href={option.href}
      data-contact-option={option.kind}
      {...(option.kind === 'booking' && { target: '_blank', rel: 'noopener noreferrer' })}
      className={className}
    >
      {children ?? option.text}
      {option.kind === 'booking' && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}
