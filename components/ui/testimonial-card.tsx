import type { Testimonial } from '@/content/model';
import { cn } from '@/lib/cn';

const tones = {
  dark: {
    figure: 'on-dark relative overflow-hidden bg-ink p-8 text-white md:p-12',
    stars: 'text-brand-glow',
    quote: 'relative mt-6 font-display text-xl leading-snug font-bold md:text-2xl',
    caption: 'mt-8',
    name: 'text-white',
    role: 'text-muted-on-dark',
  },
  light: {
    figure: 'flex flex-col bg-white p-7 shadow-card ring-1 ring-line/60 md:p-8',
    stars: 'text-brand',
    quote: 'mt-5 flex-1 text-[1.05rem] leading-relaxed text-ink',
    caption: 'mt-6 border-t border-line pt-5',
    name: 'text-ink',
    role: 'text-muted',
  },
};

export function TestimonialCard({
  testimonial,
  tone = 'dark',
  className,
}: {
  testimonial: Testimonial;
  tone?: keyof typeof tones;
  className?: string;
}) {
  const style = tones[tone];
  return (
    <figure data-testimonial={testimonial.slug} className={cn('rounded-card', style.figure, className)}>
      {tone === 'dark' && (
        <span
          aria-hidden
          className="pointer-events-none absolute top-6 right-6 h-24 font-display text-[8rem] leading-[1] text-brand/30 md:right-10"
        >
          &rdquo;
        </span>
      )}
      <div
        className={cn('rating-stars', style.stars)}
        // As wide as the stars it shows: the mask repeats one star and its gap, and the last gap is cut off.
        style={{ width: `${testimonial.rating * 1.25 - 0.25}rem` }}
        role="img"
        aria-label={`Rated ${testimonial.rating} out of 5`}
      />
      <blockquote className={style.quote}>
        <p>&ldquo;{testimonial.quote}&rdquo;</p>
      </blockquote>
      <figcaption className={cn('text-sm', style.caption)}>
        <span className={cn('block font-semibold', style.name)}>{testimonial.name}</span>
        <span className={style.role}>
          {testimonial.title}, {testimonial.company}
        </span>
      </figcaption>
    </figure>
  );
}
