import { useId } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import type { CallToAction } from '@/content/model';

export function CallToActionBox({ action }: { action: CallToAction }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-call-to-action
      className="my-10 rounded-card border border-brand/25 bg-sand px-6 py-7 md:flex md:items-center md:justify-between md:gap-8 md:px-8"
    >
      <div>
        <p id={id} className="font-display text-[1.35rem] leading-snug font-bold text-ink">
          {action.heading}
        </p>
        {action.text && <p className="mt-2 text-base leading-relaxed text-muted">{action.text}</p>}
      </div>
      <ButtonLink href={action.href} arrow className="mt-5 shrink-0 no-underline md:mt-0">
        {action.buttonLabel}
      </ButtonLink>
    </section>
  );
}
