import { ButtonLink } from '@/components/ui/button-link';

/** Shown instead of a project list when no published project was filmed in the place yet. */
export function PortfolioNote({ locationName }: { locationName: string }) {
  return (
    <section aria-labelledby="portfolio-note-title" className="container-page py-16 md:py-24">
      <div className="flex flex-col gap-8 rounded-card border border-line bg-white/60 p-8 md:flex-row md:items-center md:justify-between md:p-12">
        <div className="max-w-2xl">
          <p className="eyebrow text-brand">Portfolio</p>
          <h2 id="portfolio-note-title" className="mt-3 font-display text-2xl font-bold md:text-3xl">
            Work from across the South East and beyond
          </h2>
          <p className="mt-3 leading-relaxed text-muted">
            No {locationName} project is published in the portfolio yet. The same care goes into every film, so browse recent work
            from Lewes, London and further afield.
          </p>
        </div>
        <ButtonLink href="/portfolio" variant="dark" className="shrink-0 self-start md:self-auto" arrow>
          View Full Portfolio
        </ButtonLink>
      </div>
    </section>
  );
}
