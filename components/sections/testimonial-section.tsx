import { SectionHeading } from '@/components/ui/section-heading';
import { TestimonialCard } from '@/components/ui/testimonial-card';
import type { Testimonial } from '@/content/model';

export function TestimonialSection({ testimonial }: { testimonial: Testimonial }) {
  return (
    <section aria-labelledby="testimonial-title" className="container-page py-12 md:py-16">
      <SectionHeading id="testimonial-title" eyebrow="In their words" title="Client Testimonial" />
      <TestimonialCard testimonial={testimonial} className="mt-10" />
    </section>
  );
}
