import type { Metadata } from 'next';
import { site } from '@/content/site';
import { ReviewNotice } from './review-notice';

export const REVIEW_LINK_GONE_TITLE = 'This Testimonial Link Does Not Work';

export const reviewLinkNotFoundMetadata: Metadata = {
  title: 'Testimonial link not found',
  description: `A link for a client of ${site.name} to send a testimonial, which no longer works.`,
  robots: { index: false, follow: false },
};

/** Any review link that takes no testimonial: the page cannot tell which reason, so it names them all. */
export function ReviewLinkGoneText() {
  return (
    <>
      <p>
        It is a personal link for sending {site.owner} a few words about working together. It may have been copied only in part,
        have passed its date (links work for a few weeks), or have brought its testimonial already: each link takes one.
      </p>
      <p>If you would still like to say a few words, a new link is one e-mail away.</p>
    </>
  );
}

export function ReviewLinkNotFound() {
  return (
    <ReviewNotice title={REVIEW_LINK_GONE_TITLE}>
      <ReviewLinkGoneText />
    </ReviewNotice>
  );
}
