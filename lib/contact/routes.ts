export const CONTACT_PATH = '/contact';
/** Where a form service sends the visitor after a sent enquiry. */
export const CONTACT_SUCCESS_PATH = '/contact?success=true';

/** Never linked nor indexed; its canonical is /contact. */
const CONTACT_SENT_PATH = '/contact/sent';

export const CONTACT_RECEIVER_PATH = '/api/contact';

/** A quote link that tells the receiver which page it was on, without a cookie: /contact?from=/portfolio/x. */
export function quoteHref(from?: string): string {
  return from ? `${CONTACT_PATH}?from=${encodeURI(from)}` : CONTACT_PATH;
}

export interface PathRewrite {
  source: string;
  has: { type: 'query'; key: string; value: string }[];
  destination: string;
}

/**
 * Reading `searchParams` would make /contact dynamic, and reading the query in the browser would hide the
 * confirmation without JavaScript: so /contact?success=true is rewritten to a pre-rendered copy.
 */
export function contactRewrites(): PathRewrite[] {
  return [{ source: CONTACT_PATH, has: [{ type: 'query', key: 'success', value: 'true' }], destination: CONTACT_SENT_PATH }];
}
