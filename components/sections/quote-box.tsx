import { ButtonLink } from '@/components/ui/button-link';
import { site } from '@/content/site';
import { quoteHref } from '@/lib/contact-routes';

export function QuoteBox({ text, from, location }: { text: string; from?: string; location?: string }) {
  return (
    <aside aria-labelledby="quote-box-title" className="on-dark rounded-card bg-ink p-8 text-white shadow-card md:p-10">
      <p className="eyebrow text-brand-glow">Free, no-obligation quote</p>
      <h2 id="quote-box-title" className="mt-3 font-display text-3xl font-bold text-white">
        Get a Quote
      </h2>
      <p className="mt-4 leading-relaxed text-muted-on-dark">{text}</p>
      <div className="mt-8 flex flex-col gap-3">
        <ButtonLink href={quoteHref(from, location)} arrow>
          Contact Me
        </ButtonLink>
        <ButtonLink href="/portfolio" variant="outline-light">
          View Portfolio
        </ButtonLink>
      </div>
      <p className="mt-6 border-t border-white/10 pt-6 text-sm text-muted-on-dark">
        Or e-mail{' '}
        <a href={`mailto:${site.email}`} className="font-medium text-white underline underline-offset-4 hover:text-brand-glow">
          {site.email}
        </a>
      </p>
    </aside>
  );
}
