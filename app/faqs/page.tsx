import type { Metadata } from 'next';
import { allFaqs, locationFaqGroups, serviceFaqGroups } from '@/components/faqs/faq-groups';
import { FaqWidget } from '@/components/faqs/faq-widget';
import { SiteFaqs } from '@/components/faqs/site-faqs';
import { ButtonLink } from '@/components/ui/button-link';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHeader } from '@/components/ui/page-header';
import { env } from '@/lib/env';
import { faqPage } from '@/lib/json-ld/faq-page';
import { placesPhrase, SERVICE_PLACES } from '@/lib/page-titles';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Videography FAQs – Pricing, Timelines & Filming Days',
  description: `Answers to common questions about hiring a videographer in ${placesPhrase('and')}: what a film costs, how long it takes, filming days, editing and delivery.`,
  path: '/faqs',
});

export default function FaqsPage() {
  const serviceGroups = serviceFaqGroups();
  const locationGroups = locationFaqGroups();
  const siteFaqs = <SiteFaqs serviceGroups={serviceGroups} locationGroups={locationGroups} />;
  const widgetSrc = env.FAQ_WIDGET_SCRIPT_URL;

  return (
    <>
      <JsonLd data={faqPage(allFaqs([...serviceGroups, ...locationGroups]))} />
      <PageHeader
        eyebrow="FAQs"
        title="Frequently Asked Questions"
        intro={`Straight answers about costs, timelines, filming days and working together, for businesses and events in ${SERVICE_PLACES} and across the UK.`}
        crumbs={[{ name: 'FAQs', path: '/faqs' }]}
      />

      <div className="container-page py-12 md:py-16">
        {widgetSrc ? <FaqWidget src={widgetSrc}>{siteFaqs}</FaqWidget> : siteFaqs}

        <aside
          aria-labelledby="faqs-question"
          className="on-dark mt-16 flex flex-col gap-6 rounded-card bg-ink p-8 text-white sm:p-10 md:mt-20 md:flex-row md:items-center md:justify-between"
        >
          <div>
            <h2 id="faqs-question" className="text-display-sm font-bold">
              Still Have a Question?
            </h2>
            <p className="mt-3 max-w-xl leading-relaxed text-muted-on-dark">
              Every project is different. Tell me about yours and I’ll answer anything this page doesn’t.
            </p>
          </div>
          <ButtonLink href="/contact" className="shrink-0 self-start text-base md:self-auto" arrow>
            Get a Quote
          </ButtonLink>
        </aside>
      </div>
    </>
  );
}
