import { BenefitGrid } from '@/components/sections/benefit-grid';
import { FaqSection } from '@/components/sections/faq-section';
import { Overview } from '@/components/sections/overview';
import { ProofSection } from '@/components/sections/proof-section';
import { RelatedWork } from '@/components/sections/related-work';
import { JsonLd } from '@/components/ui/json-ld';
import { PageSection } from '@/components/ui/page-section';
import { QuoteBanner } from '@/components/ui/quote-banner';
import type { Service } from '@/content/model';
import { projectsForService } from '@/lib/content-queries';
import { getPortfolio } from '@/lib/contentful/portfolio';
import { withinReplyTime } from '@/lib/facts';
import { faqPage } from '@/lib/json-ld/faq-page';
import { serviceJsonLd } from '@/lib/json-ld/service';
import { serviceProof } from '@/lib/page-proof';
import { servicePagePath } from '@/lib/routes';
import { ProcessSteps } from './process-steps';
import { ServiceHero } from './service-hero';

export async function ServicePage({ service }: { service: Service }) {
  const portfolio = await getPortfolio();
  const proof = serviceProof(service, portfolio);
  const projects = projectsForService(service, undefined, portfolio.projects).filter((project) => project !== proof.film);
  return (
    <>
      <JsonLd data={serviceJsonLd(service)} />
      <JsonLd data={faqPage(service.faqs)} />
      <ServiceHero service={service} />
      <ProofSection title={`${service.title} for Clients Like You`} {...proof} />

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

      {projects.length > 0 && (
        <RelatedWork
          title={`${service.title} Projects`}
          intro={
            projects.length === 1
              ? `One more ${service.title.toLowerCase()} film; the full portfolio has the rest of my work.`
              : 'More films made for clients with a similar brief.'
          }
          projects={projects}
        />
      )}

      <FaqSection title={`${service.title} FAQs`} faqs={service.faqs} />
      <QuoteBanner from={servicePagePath(service)} />
    </>
  );
}
