import { ArrowRight } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { ButtonLink } from '@/components/ui/button-link';

/** A short, personal invitation to get in touch. */
export function WorkTogether() {
  return (
    <section aria-labelledby="work-together-title" className="container-page pt-16 md:pt-24">
      <div className="grid gap-8 md:grid-cols-12 md:items-end">
        <div className="md:col-span-8">
          <p className="eyebrow text-brand">Your project</p>
          <h2 id="work-together-title" className="mt-4 text-display-sm font-bold md:text-display-md">
            Have a story worth telling? I would love to hear it.
          </h2>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">
            Whether it is a single interview or a year of content, the first step is a relaxed conversation about what you want to
            achieve.
          </p>
        </div>
        <div className="md:col-span-4 md:flex md:justify-end">
          <ButtonLink href="/contact" variant="dark" size="lg">
            Let&apos;s Work Together
            <Icon icon={ArrowRight} className="size-5" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
