import { Star } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { Testimonial } from '@/content/schema';
import { cn } from '@/lib/cn';

/** One client's words in a band of several: the quote, then who said it, their role and company. */
export function TestimonialQuote({ testimonial, className }: { testimonial: Testimonial; className?: string }) {
  return (
    <figure
      data-testimonial={testimonial.slug}
      className={cn('flex flex-col rounded-card bg-white p-7 shadow-card ring-1 ring-line/60 md:p-8', className)}
    >
      <div className="flex gap-1 text-brand" role="img" aria-label={`Rated ${testimonial.rating} out of 5`}>
        {Array.from({ length: testimonial.rating }, (_, index) => (
          <Icon icon={Star} key={index} className="size-4 fill-current" />
        ))}
      </div>
      <blockquote className="mt-5 flex-1 text-[1.05rem] leading-relaxed text-ink">
        <p>&ldquo;{testimonial.quote}&rdquo;</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-line pt-5 text-sm">
        <span className="block font-semibold text-ink">{testimonial.name}</span>
        <span className="text-muted">
          {testimonial.title}, {testimonial.company}
        </span>
      </figcaption>
    </figure>
  );
}
