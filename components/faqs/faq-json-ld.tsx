import type { FAQPage, WithContext } from 'schema-dts';
import type { Faq } from '@/content/schema';

/**
 * FAQPage structured data for the questions shown on the page.
 * Kept minimal here until the shared JSON-LD helpers are available to this page.
 */
export function FaqJsonLd({ faqs }: { faqs: readonly Faq[] }) {
  const data: WithContext<FAQPage> = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
  // "<" is escaped so no answer text can close the script element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
