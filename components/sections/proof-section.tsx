import { ProjectCard } from '@/components/cards/project-card';
import { SectionHeading } from '@/components/ui/section-heading';
import { TestimonialCard } from '@/components/ui/testimonial-card';
import type { Project, Testimonial } from '@/content/model';

export function ProofSection({ title, film, testimonial }: { title: string; film?: Project; testimonial?: Testimonial }) {
  if (!film && !testimonial) return null;
  return (
    <section aria-labelledby="proof-title" className="container-page pt-12 pb-4 md:pt-16">
      <SectionHeading id="proof-title" eyebrow="Recent work" title={title} />
      <div className="mt-8 grid gap-8 md:mt-10 lg:grid-cols-12 lg:items-start lg:gap-12">
        {film && (
          <ProjectCard
            project={film}
            reveal="hover"
            sizes="(min-width: 1280px) 690px, (min-width: 1024px) 58vw, 100vw"
            className="lg:col-span-7"
          />
        )}
        {testimonial && <TestimonialCard testimonial={testimonial} tone="light" className="lg:col-span-5" />}
      </div>
    </section>
  );
}
