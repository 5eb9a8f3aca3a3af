import { AboutApproach } from '@/components/about/about-approach';
import { AboutCredentials } from '@/components/about/about-credentials';
import { AboutEquipment } from '@/components/about/about-equipment';
import { AboutIntro } from '@/components/about/about-intro';
import { TestimonialsBand } from '@/components/testimonials/testimonials-band';
import { ClientsBand } from '@/components/ui/clients-band';
import { QuoteBanner } from '@/components/ui/quote-banner';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo';

/** Matches PORTFOLIO_REVALIDATE_SECONDS: clients and testimonials from Contentful; route segment config must be a literal. */
export const revalidate = 300;

export const metadata = pageMetadata({
  title: `About ${site.owner}`,
  description: `Meet ${site.owner}, the freelance videographer behind ${site.name} in Lewes, East Sussex: the story, the approach to every project and the cinema kit used on every shoot.`,
  path: '/about',
});

export default function AboutPage() {
  return (
    <>
      <AboutIntro />
      <AboutCredentials />
      <ClientsBand />
      <AboutApproach />
      <AboutEquipment />
      <TestimonialsBand page="about" />
      <QuoteBanner />
    </>
  );
}
