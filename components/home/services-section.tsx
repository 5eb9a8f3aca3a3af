import { FeaturedServiceCards } from '@/components/cards/featured-service-cards';
import { SectionHeading } from '@/components/ui/section-heading';

export function ServicesSection({ id }: { id: string }) {
  return (
    <section id={id} tabIndex={-1} aria-labelledby="services-title" className="bg-sand/60 py-20 focus:outline-none md:py-28">
      <div className="container-page">
        <SectionHeading
          id="services-title"
          eyebrow="What I do"
          title="Professional Video Services"
          intro="From a single interview to a year of content, every film is planned around what you need it to do."
        />
        <FeaturedServiceCards />
      </div>
    </section>
  );
}
