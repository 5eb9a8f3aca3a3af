import { FeaturedWork } from '@/components/home/featured-work';
import { Hero } from '@/components/home/hero';
import { IntroSection } from '@/components/home/intro-section';
import { LocationsSection } from '@/components/home/locations-section';
import { ServicesSection } from '@/components/home/services-section';
import { TestimonialsBand } from '@/components/testimonials/testimonials-band';
import { ClientsBand } from '@/components/ui/clients-band';
import { JsonLd } from '@/components/ui/json-ld';
import { QuoteBanner } from '@/components/ui/quote-banner';
import { site } from '@/content/site';
import { localBusiness } from '@/lib/json-ld/business';
import { SERVICE_AREA } from '@/lib/page-titles';
import { pageMetadata } from '@/lib/seo';

/** Matches PORTFOLIO_REVALIDATE_SECONDS: films, clients and testimonials from Contentful; route segment config must be a literal. */
export const revalidate = 300;

export const metadata = pageMetadata({
  title: `${site.name} | Videographer in ${SERVICE_AREA}`,
  absoluteTitle: true,
  description: site.description,
  path: '/',
});

const SERVICES_SECTION_ID = 'services';

export default function HomePage() {
  return (
    <>
      {/* Part of this page, not the layout, so it leaves with the page on client-side navigation. */}
      <JsonLd data={localBusiness()} />
      <Hero scrollTargetId={SERVICES_SECTION_ID} />
      {/* No Suspense boundaries here: past the first ~12.8 KB React streams a boundary's content
          hidden until a script reveals it, and the page would not read without JavaScript. */}
      <IntroSection />
      <ServicesSection id={SERVICES_SECTION_ID} />
      <FeaturedWork />
      <ClientsBand />
      <TestimonialsBand page="home" />
      <LocationsSection />
      <QuoteBanner />
    </>
  );
}
