import { quoteHref } from '@/lib/contact-routes';
import { withinReplyTime } from '@/lib/facts';
import { ButtonLink } from './button-link';

interface QuoteBannerProps {
  title?: string;
  text?: string;
  from?: string;
  location?: string;
}

export function QuoteBanner({
  title = 'Ready to Tell Your Story on Film?',
  text = `Tell me about your project, your audience and your deadline. I reply to every enquiry${withinReplyTime()} with ideas and a clear quote.`,
  from,
  location,
}: QuoteBannerProps) {
  return (
    <section aria-labelledby="quote-banner-title" className="container-page py-16 md:py-24">
      <div className="on-dark relative overflow-hidden rounded-[2rem] bg-ink px-6 py-14 text-white md:px-16 md:py-20">
        <div aria-hidden className="absolute -top-24 -right-24 size-72 rounded-full bg-brand/40 blur-3xl" />
        <div aria-hidden className="absolute -bottom-32 left-1/3 size-72 rounded-full bg-brand-deep/30 blur-3xl" />
        <div className="relative flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <p className="eyebrow text-brand-glow">Get a Quote</p>
            <h2 id="quote-banner-title" className="mt-4 text-display-sm font-bold text-white md:text-display-md">
              {title}
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-muted-on-dark">{text}</p>
          </div>
          <ButtonLink href={quoteHref(from, location)} size="lg" className="shrink-0" arrow>
            Get a Quote
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
