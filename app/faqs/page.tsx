import { ArrowRight } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { allFaqs, locationFaqGroups, serviceFaqGroups } from '@/components/faqs/faq-groups';
import { FaqJsonLd } from '@/components/faqs/faq-json-ld';
import { FaqWidget } from '@/components/faqs/faq-widget';
import { SiteFaqs } from '@/components/faqs/site-faqs';
import { env } from '@/lib/env';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Videography FAQs – Pricing, Timelines & Filming Days',
  description:
    'Answers to common questions about hiring a videographer in Lewes, Brighton and London: what a film costs, how long it takes, filming days, editing and delivery.',
  path: '/faqs',
});

export default function FaqsPage() {
  const serviceGroups = serviceFaqGroups();
  const locationGroups = locationFaqGroups();
  const siteFaqs = <SiteFaqs serviceGroups={serviceGroups} locationGroups={locationGroups} />;
  const widgetSrc = env.FAQ_WIDGET_SCRIPT_URL;

  return (
    <>
      <FaqJsonLd faqs={allFaqs([...serviceGroups, ...locationGroups])} />
      <header className="border-b border-line bg-sand/60">
        <div className="container-page py-14 md:py-20">
          <p className="eyebrow flex items-center gap-2 text-brand-deep">
            <span aria-hidden className="size-2 rounded-full bg-brand" />
            FAQs
          </p>
          <h1 className="mt-4 max-w-3xl text-display-md font-bold">Frequently Asked Questions</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted md:text-xl">
            Straight answers about costs, timelines, filming days and working together, for businesses and events in
            Brighton, Lewes, London and across the UK.
          </p>
        </div>
      </header>

      <div className="container-page py-12 md:py-16">
        {widgetSrc ? <FaqWidget src={widgetSrc}>{siteFaqs}</FaqWidget> : siteFaqs}

        <aside
          aria-labelledby="faqs-question"
          className="on-dark mt-16 flex flex-col gap-6 rounded-card bg-ink p-8 text-white sm:p-10 md:mt-20 md:flex-row md:items-center md:justify-between"
        >
          <div>
            <h2 id="faqs-question" className="text-display-sm font-bold">
              Still have a question?
            </h2>
            <p className="mt-3 max-w-xl leading-relaxed text-muted-on-dark">
              Every project is different. Tell me about yours and I’ll answer anything this page doesn’t.
            </p>
          </div>
          <Link
            href="/contact"
            className="inline-flex h-12 shrink-0 items-center gap-2 self-start rounded-full bg-brand px-6 font-semibold text-white transition-colors hover:bg-brand-deep md:self-auto"
          >
            Ask me directly
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </aside>
      </div>
    </>
  );
}
