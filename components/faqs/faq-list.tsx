import { Plus } from 'lucide-react';
import type { Faq } from '@/content/schema';

/** Questions as native disclosure widgets: they open and close without JavaScript. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-card border border-line bg-white">
      {faqs.map((faq) => (
        <li key={faq.question}>
          <details className="group">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-6 px-5 py-5 text-left font-semibold text-ink transition-colors hover:bg-paper focus-visible:-outline-offset-4 sm:px-7 [&::-webkit-details-marker]:hidden">
              <span className="text-[1.05rem] leading-snug">{faq.question}</span>
              <Plus
                aria-hidden
                className="mt-0.5 size-5 shrink-0 text-brand transition-transform duration-300 group-open:rotate-45"
              />
            </summary>
            <div className="px-5 pb-6 text-[0.98rem] leading-relaxed text-muted sm:px-7">
              {faq.answer.split('\n\n').map((paragraph) => (
                <p key={paragraph} className="mt-3 first:mt-0 max-w-prose">
                  {paragraph}
                </p>
              ))}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
