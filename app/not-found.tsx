import { ArrowLeft } from 'lucide';
import type { Metadata } from 'next';
import { REVIEW_LINK_GONE_TITLE, ReviewLinkGoneText } from '@/components/reviews/review-link-not-found';
import { NewLinkRequest } from '@/components/reviews/review-notice';
import { ArrowLinkList } from '@/components/ui/arrow-link-list';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { notFoundSuggestions } from '@/lib/navigation';
import { REVIEW_LINK_GONE_ID } from '@/lib/reviews/routes';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you were looking for could not be found.',
  robots: { index: false },
};

// One static page for every unknown address. A dead review link's address names the testimonial part (#…, CSS :target),
// which takes the general words' place: a page rendered per request would be sent with an empty body (vercel/next.js#97000).
const general = 'group-has-[:target]/not-found:hidden';
const testimonial = 'hidden group-has-[:target]/not-found:block';

export default function NotFound() {
  return (
    <div className="group/not-found container-page grid min-h-[60svh] items-center gap-14 py-20 md:py-24 lg:grid-cols-12 lg:gap-16">
      <section aria-labelledby="not-found-title" className="lg:col-span-7">
        <span id={REVIEW_LINK_GONE_ID} />
        {/* Decorative numerals drawn by CSS, so they are neither read out nor measured as text. */}
        <div
          aria-hidden
          className="font-display text-[clamp(6rem,20vw,12rem)] leading-none font-bold text-brand/15 before:content-['404']"
        />
        <h1 id="not-found-title" className="-mt-6 text-display-md font-bold md:-mt-10">
          <span className={general}>404 Page Not Found</span>
          <span className={testimonial}>{REVIEW_LINK_GONE_TITLE}</span>
        </h1>
        <div className={general}>
          <p className="mt-4 max-w-xl text-lg text-muted">Did you forget to add the page to the router?</p>
          <p className="mt-2 max-w-xl text-muted">
            The link may be broken, or the page may have moved. Everything else is still here.
          </p>
        </div>
        <div className={testimonial}>
          <div className="mt-4 max-w-xl space-y-4 text-lg text-muted">
            <ReviewLinkGoneText />
          </div>
          <NewLinkRequest className="mt-6 text-lg" />
        </div>
        <div className="mt-10 flex flex-wrap gap-3">
          <ButtonLink href="/" variant="dark">
            <Icon icon={ArrowLeft} className="size-4" />
            Back to home
          </ButtonLink>
          <ButtonLink href="/contact" variant="outline" arrow>
            Get a Quote
          </ButtonLink>
        </div>
      </section>

      <nav aria-labelledby="not-found-next" className="rounded-card border border-line bg-white p-7 lg:col-span-5">
        <h2 id="not-found-next" className="eyebrow text-brand">
          Where to Next
        </h2>
        <ArrowLinkList links={notFoundSuggestions()} className="-mx-2 mt-4 space-y-1" />
      </nav>
    </div>
  );
}
