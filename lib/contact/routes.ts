export const CONTACT_PATH = '/contact';
/** Where a form service sends the visitor after a sent enquiry. */
export const CONTACT_SUCCESS_PATH = '/contact?success=true';

/**
 * The pre-rendered contact page with the confirmation, served for /contact?success=true by
 * `contactRewrites`; it is never linked, not indexed and its canonical is /contact.
 */
const CONTACT_SENT_PATH = '/contact/sent';

/** The built-in receiver, used as the form's action when no external service is set. */
export const CONTACT_RECEIVER_PATH = '/api/contact';

/** The rewrite shape `next.config.ts` `rewrites()` returns. */
export interface PathRewrite {
  source: string;
  has: { type: 'query'; key: string; value: string }[];
  destination: string;
}

/**
 * Shows the contact confirmation without rendering /contact per request.
 *
 * The form service redirects to /contact?success=true. Reading `searchParams` in the page would
 * make /contact dynamic (rendered for every visitor), and reading the query in the browser would
 * hide the confirmation from visitors without JavaScript. Instead Next's router rewrites that one
 * URL to /contact/sent, a second pre-rendered copy of the page with the confirmation, before it
 * looks for files; the address bar keeps /contact?success=true. A config rewrite to a local path
 * is resolved inside the server, whatever host name the request used.
 */
export function contactRewrites(): PathRewrite[] {
  return [{ source: CONTACT_PATH, has: [{ type: 'query', key: 'success', value: 'true' }], destination: CONTACT_SENT_PATH }];
}
