import { MaskIcon } from '@/components/ui/mask-icon';
import type { Faq } from '@/content/model';

export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="divide-y divide-line border-y border-line">
      {faqs.map((faq) => (
        <details key={faq.question} className="group">
          <summary className="faq-summary">
            {faq.question}
            <MaskIcon name="plus" className="mt-1 size-5 text-brand transition-transform duration-200 group-open:rotate-45" />
          </summary>
          <p className="max-w-3xl pb-6 leading-relaxed text-muted">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
