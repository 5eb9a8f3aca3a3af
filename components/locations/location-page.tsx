import { FeaturedServiceCards } from '@/components/cards/featured-service-cards';
import { BenefitGrid } from '@/components/sections/benefit-grid';
import { FaqSection } from '@/components/sections/faq-section';
import { Overview } from '@/components/sections/overview';
import { ProofSection } from '@/components/sections/proof-section';
import { RelatedWork } from '@/components/sections/related-work';
import { TestimonialsBand } from '@/components/testimonials/testimonials-band';
import { JsonLd } from '@/components/ui/json-ld';
import { Link } from '@/components/ui/link';
import { PageSection } from '@/components/ui/page-section';
import { QuoteBanner } from '@/components/ui/quote-banner';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Location } from '@/content/model';
import { nearbyWork, projectsForLocation, servicesForLocation } from '@/lib/content-queries';
import { getPortfolio } from '@/lib/contentful/portfolio';
import { withinReplyTime } from '@/lib/facts';
import { faqPage } from '@/lib/json-ld/faq-page';
import { locationProof } from '@/lib/page-proof';
import { locationPagePath, servicePagePath } from '@/lib/routes';
import { LocationHero } from './location-hero';
import { PortfolioNote } from './portfolio-note';

export async function LocationPage({ location }: { location: Location }) {
  const portfolio = await getPortfolio();
  const proof = locationProof(location, portfolio);
  const own = projectsForLocation(location, undefined, portfolio.projects);
  const projects = own.filter((project) => project !== proof.film);
  const nearby = nearbyWork(location, undefined, portfolio.projects).filter((project) => project !== proof.film);
  return (
    <>
      <JsonLd data={faqPage(location.faqs)} />
      <LocationHero location={location} />
      <ProofSection title={own.length > 0 ? `Recent Work in ${location.name}` : `Recent Work Near ${location.name}`} {...proof} />

      <Overview
        paragraphs={location.description}
        from={locationPagePath(location)}
        location={location.slug}
        listId="services-available-title"
        listTitle={`Services Available in ${location.name}`}
        items={servicesForLocation(location).map((service) => ({
          key: service.slug,
          content: (
            <Link
              href={servicePagePath(service)}
              className="inline-block py-1 font-medium underline decoration-line underline-offset-4 hover:decoration-brand"
            >
              {service.title}
            </Link>
          ),
        }))}
        quoteText={`Planning a film in ${location.name}? Tell me about it and I will reply${withinReplyTime()} with ideas and a fixed quote.`}
      />

      <PageSection id="reasons-title" eyebrow="Why work with me" title={`Why Choose a ${location.name} Videographer`}>
        <BenefitGrid items={location.benefits} />
      </PageSection>

      <section aria-labelledby="location-services-title" className="container-page py-16 md:py-24">
        <SectionHeading
          id="location-services-title"
          eyebrow="What I film"
          title={`Video Services in ${location.name}`}
          intro={`Every service is available across ${location.name} and beyond, planned around your schedule.`}
        />
        <FeaturedServiceCards />
      </section>

      {own.length === 0 ? (
        <PortfolioNote location={location} work={nearby} />
      ) : (
        projects.length > 0 && (
          <RelatedWork
            title={`More Work in ${location.name}`}
            intro={
              projects.length === 1
                ? `One more film made in ${location.name}; the full portfolio has the rest of my work.`
                : `Films made for clients in and around ${location.name}.`
            }
            projects={projects}
          />
        )
      )}

      <TestimonialsBand page={`location:${location.slug}`} />

      <FaqSection title={`${location.name} FAQs`} faqs={location.faqs} />
      <QuoteBanner from={locationPagePath(location)} location={location.slug} />
    </>
  );
}
