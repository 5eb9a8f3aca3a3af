import { BenefitGrid } from '@/components/sections/benefit-grid';
import { FaqSection } from '@/components/sections/faq-section';
import { Overview } from '@/components/sections/overview';
import { RelatedWork } from '@/components/sections/related-work';
import { TestimonialSection } from '@/components/sections/testimonial-section';
import { JsonLd } from '@/components/ui/json-ld';
import { PageSection } from '@/components/ui/page-section';
import { QuoteBanner } from '@/components/ui/quote-banner';
import type { Service } from '@/content/model';
import { projectsForService, testimonialFor } from '@/lib/content-queries';
import { getPortfolio } from '@/lib/contentful/portfolio';
import { withinReplyTime } from '@/lib/facts';
import { faqPage } from '@/lib/json-ld/faq-page';
import { serviceJsonLd } from '@/lib/json-ld/service';
import { servicePagePath } from '@/lib/routes';
import { ProcessSteps } from './process-steps';
import { ServiceHero } from './service-hero';

export async function ServicePage({ service }: { service: Service }) {
  const portfolio = await getPortfolio();
  const testimonial = testimonialFor(service, portfolio.testimonials);
  const projects = projectsForService(service, undefined, portfolio.projects);
  return (
    <>
      <JsonLd data={serviceJsonLd(service)} />
      <JsonLd data={faqPage(service.faqs)} />
      <ServiceHero service={service} />

      <Overview
        paragraphs={service.description}
        from={servicePagePath(service)}
        listId="features-title"
        listTitle="Key Features"
        items={service.features.map((feature) => ({ key: feature, content: feature }))}
        quoteText={`Tell me about your project and I will reply${withinReplyTime()} with ideas and a fixed quote for your ${service.title.toLowerCase()}.`}
      />

      <PageSection
        id="benefits-title"
        eyebrow="Why it works"
        title="Service Benefits"
        intro={`What ${service.title.toLowerCase()} does for your organisation, beyond a good-looking film.`}
      >
        <BenefitGrid items={service.benefits} />
      </PageSection>

      <PageSection
        id="process-title"
        tone="dark"
        eyebrow="How we work together"
        title="The Process"
        intro="A clear plan from the first call to the final delivery, so you always know what happens next."
      >
        <ProcessSteps steps={service.process} />
      </PageSection>

      {testimonial && <TestimonialSection testimonial={testimonial} />}

      {projects.length > 0 && (
        <RelatedWork
          title={`${service.title} Projects`}
          intro={
            projects.length === 1
              ? `The one ${service.title.toLowerCase()} film in the portfolio so far; the full portfolio has the rest of my work.`
              : 'Recent films made for clients with a similar brief.'
          }
          projects={projects}
        />
      )}

      <FaqSection title={`${service.title} FAQs`} faqs={service.faqs} />
      <QuoteBanner from={servicePagePath(service)} />
    </>
  );
}
