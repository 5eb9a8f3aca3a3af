import { ReviewNotice } from '@/components/reviews/review-notice';
import { site } from '@/content/site';

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
