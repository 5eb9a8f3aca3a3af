import { ServiceCard } from '@/components/cards/service-card';
import { TestimonialsBand } from '@/components/testimonials/testimonials-band';
import { FactsBand } from '@/components/ui/facts-band';
import { PageHeader } from '@/components/ui/page-header';
import { QuoteBanner } from '@/components/ui/quote-banner';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { SERVICES_PATH } from '@/lib/nav-section';
import { pageMetadata } from '@/lib/seo';

/** Matches PORTFOLIO_REVALIDATE_SECONDS: testimonials from Contentful; route segment config must be a literal. */
export const revalidate = 300;

export const metadata = pageMetadata({
  title: 'Video Services: Corporate, Event, Social Media & Promotional',
  description: `Every video service from ${site.name} in Lewes: corporate films, event videography, social media content and promotional videos for businesses in Brighton, London and across the UK.`,
  path: SERVICES_PATH,
});

export default function ServicesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Services"
        title="Video Services"
        intro="From a single interview to a year of content, every film is planned around what you need it to do. Choose a service to see what it includes, how it works and what it costs."
        crumbs={[{ name: 'Services', path: SERVICES_PATH }]}
        aside={<FactsBand />}
      />
      <section aria-label="All services" className="container-page py-12 md:py-16">
        <ul className="grid gap-8 md:grid-cols-2">
          {services.map((service) => (
            <li key={service.slug} className="flex">
              <ServiceCard service={service} headingLevel="h2" />
            </li>
          ))}
        </ul>
      </section>
      <TestimonialsBand page="services" />
      <QuoteBanner />
    </>
  );
}
