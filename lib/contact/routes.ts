/** Where a sent enquiry lands: the spec's success flag on the contact page. */
export const CONTACT_PATH = '/contact';
export const CONTACT_SUCCESS_PATH = '/contact?success=true';

/**
 * The pre-rendered contact page with the confirmation. `proxy.ts` serves it for
 * /contact?success=true; it is never linked, not indexed and its canonical is /contact.
 */
export const CONTACT_SENT_PATH = '/contact/sent';

/** The built-in receiver, used as the form's action when no external service is set. */
export const CONTACT_RECEIVER_PATH = '/api/contact';
