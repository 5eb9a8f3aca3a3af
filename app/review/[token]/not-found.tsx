import type { Metadata } from 'next';
import { ReviewNotice } from '@/components/reviews/review-notice';
import { site } from '@/content/site';

// Used for the 404 in place of the page's own: Next takes a not-found page's metadata from its file.
export const metadata: Metadata = {
  title: 'Testimonial link not found',
  description: `A link for a client of ${site.name} to send a testimonial, which no longer works.`,
  robots: { index: false, follow: false },
};

/** Any review link that takes no testimonial: the page cannot tell which reason, so it names them all. */
export default function ReviewLinkNotFound() {
  return (
    <ReviewNotice title="This testimonial link does not work">
      <p>
        It is a personal link for sending {site.owner} a few words about working together. It may have been copied only in part,
        have passed its date (links work for a few weeks), or have brought its testimonial already: each link takes one.
      </p>
      <p>If you would still like to say a few words, a new link is one e-mail away.</p>
    </ReviewNotice>
  );
}
