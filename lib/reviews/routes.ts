export const REVIEW_RECEIVER_PATH = '/api/review';
export const REVIEW_SENT_PATH = '/review/thanks';

export const reviewPath = (token: string) => `/review/${encodeURIComponent(token)}`;

/** The 404 page's part for a review link that takes no testimonial, shown when the address names it (CSS :target). */
export const REVIEW_LINK_GONE_ID = 'testimonial-link';
/** No route has this address, so it answers 404 with the site's whole 404 page. */
export const REVIEW_LINK_GONE_ADDRESS = `/testimonial-link-not-found#${REVIEW_LINK_GONE_ID}`;
