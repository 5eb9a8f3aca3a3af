import { TestimonialCard } from '@/components/ui/testimonial-card';
import type { Testimonial } from '@/content/model';

export function ProjectTestimonial({ testimonial }: { testimonial: Testimonial }) {
  return (
    <section aria-labelledby="project-testimonial" className="container-page pb-16 md:pb-24">
      <div className="mx-auto max-w-4xl">
        <h2 id="project-testimonial" className="mb-6 text-center eyebrow text-muted">
          Client testimonial
        </h2>
        <TestimonialCard testimonial={testimonial} />
      </div>
    </section>
  );
}
