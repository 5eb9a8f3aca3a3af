import { Star } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { Testimonial } from '@/content/schema';
import { cn } from '@/lib/cn';

/** A client's words as a pull quote, with who said them and the rating. */
export function TestimonialCard({ testimonial, className }: { testimonial: Testimonial; className?: string }) {
  return (
    <figure className={cn('on-dark relative overflow-hidden rounded-card bg-ink p-8 text-white md:p-12', className)}>
      <span
        aria-hidden
        className="pointer-events-none absolute top-6 right-6 h-24 font-display text-[8rem] leading-[1] text-brand/30 md:right-10"
      >
        &rdquo;
      </span>
      <div className="flex gap-1 text-brand-glow" role="img" aria-label={`Rated ${testimonial.rating} out of 5`}>
        {Array.from({ length: testimonial.rating }, (_, index) => (
          <Icon icon={Star} key={index} className="size-4 fill-current" />
        ))}
      </div>
      <blockquote className="relative mt-6 font-display text-xl leading-snug font-bold md:text-2xl">
        <p>&ldquo;{testimonial.quote}&rdquo;</p>
      </blockquote>
      <figcaption className="mt-8 text-sm">
        <span className="block font-semibold text-white">{testimonial.name}</span>
        <span className="text-muted-on-dark">
          {testimonial.title}, {testimonial.company}
        </span>
      </figcaption>
    </figure>
  );
}
