import { SectionHeading } from '@/components/ui/section-heading';
import { TestimonialCard } from '@/components/ui/testimonial-card';
import { cn } from '@/lib/cn';
import { getPortfolio } from '@/lib/contentful/portfolio';
import { testimonialsForPage, type BandPage } from '@/lib/testimonial-bands';

interface TestimonialsBandProps {
  /** The page it is on: its testimonials are chosen for that page (lib/testimonial-bands.ts). */
  page: BandPage;
  layout?: 'row' | 'column';
  className?: string;
}

export async function TestimonialsBand({ page, layout = 'row', className }: TestimonialsBandProps) {
  const chosen = testimonialsForPage(page, await getPortfolio());
  if (chosen.length === 0) return null;
  const list = (
    <ul className={cn('grid gap-5', layout === 'row' ? 'mt-12 md:grid-cols-3 md:gap-6' : 'mt-6')}>
      {chosen.map((testimonial) => (
        <li key={testimonial.slug} className="flex">
          <TestimonialCard testimonial={testimonial} tone="light" className="w-full" />
        </li>
      ))}
    </ul>
  );
  if (layout === 'column') {
    return (
      <section aria-labelledby="testimonials-band-title" data-testimonials-band className={className}>
        <h2 id="testimonials-band-title" className="text-xl font-bold">
          What Clients Say
        </h2>
        {list}
      </section>
    );
  }
  return (
    <section
      aria-labelledby="testimonials-band-title"
      data-testimonials-band
      className={cn('bg-sand/60 py-20 md:py-28', className)}
    >
      <div className="container-page">
        <SectionHeading
          id="testimonials-band-title"
          eyebrow="Testimonials"
          title="What Clients Say"
          intro="Businesses, agencies, festivals and charities on working together."
        />
        {list}
      </div>
    </section>
  );
}
