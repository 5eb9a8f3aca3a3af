/**
 * Paths of the shape of the site's pages that are none of them: a review link (whose token is a secret), a post, a
 * film and a service. An enquiry never records one as the page it came from.
 */
export const MADE_UP_PAGES = [
  '/review/eyJpZCI6ImFiY2RlZmdoMjM0NTY3ODkifQ.c2lnbmF0dXJl',
  '/blog/nonexistent',
  '/portfolio/no-such-film',
  '/no-such-videography',
];
