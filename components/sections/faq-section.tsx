import { FaqList } from '@/components/ui/faq-list';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Faq } from '@/content/model';

export function FaqSection({ title, faqs }: { title: string; faqs: readonly Faq[] }) {
  return (
    <section aria-labelledby="faqs-title" className="container-page grid gap-10 pt-16 pb-4 md:grid-cols-12 md:pt-24">
      <SectionHeading id="faqs-title" eyebrow="FAQs" title={title} className="md:col-span-4" />
      <div className="md:col-span-8">
        <FaqList faqs={faqs} />
      </div>
    </section>
  );
}
