import { ServiceCard } from '@/components/services/service-card';
import { SectionHeading } from '@/components/ui/section-heading';
import { featuredServices } from '@/lib/content';

/** The first three services as cards; the hero's scroll-down button lands here (hence the id and tabIndex). */
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
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {featuredServices().map((service) => (
            <li key={service.slug} className="flex">
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
