export const CONTACT_PATH = '/contact';
/** Where a form service sends the visitor after a sent enquiry. */
export const CONTACT_SUCCESS_PATH = '/contact?success=true';

/** Never linked nor indexed; its canonical is /contact. */
const CONTACT_SENT_PATH = '/contact/sent';

/** Carries the brief's priced choices (lib/contact/brief-key.ts) to the confirmation, which shows their range. */
export const BRIEF_PARAM = 'brief';

export const contactSuccessPath = (key?: string) =>
  key ? `${CONTACT_SUCCESS_PATH}&${BRIEF_PARAM}=${encodeURIComponent(key)}` : CONTACT_SUCCESS_PATH;

export const CONTACT_RECEIVER_PATH = '/api/contact';

/** A quote link that tells the receiver which page it was on, without a cookie: /contact?from=/portfolio/x. */
export function quoteHref(from?: string): string {
  // Nothing from the contact page itself, nor from Next's own pages (/_not-found is every unknown address without JavaScript).
  const page = from && from !== CONTACT_PATH && !from.startsWith(`${CONTACT_PATH}/`) && !from.startsWith('/_');
  return page ? `${CONTACT_PATH}?from=${encodeURI(from)}` : CONTACT_PATH;
}

/**
 * A link written in running text (a post's body, a legal page's sentence) as a quote link from `from`: a link to the
 * contact page, relative or on `siteOrigin`, gains `from=` unless it names one; any other link is left as written.
 */
export function withQuoteSource(href: string, from: string, siteOrigin?: string): string {
  let url: URL;
  try {
    url = new URL(href, 'http://site.invalid');
  } catch {
    return href;
  }
  const relative = href.startsWith('/') && !href.startsWith('//');
  const onSite = relative || (siteOrigin !== undefined && url.origin === new URL(siteOrigin).origin);
  if (!onSite || url.pathname !== CONTACT_PATH || url.searchParams.has('from')) return href;
  const source = quoteHref(from);
  if (source === CONTACT_PATH) return href;
  const query = url.search ? `${url.search}&${source.slice(CONTACT_PATH.length + 1)}` : source.slice(CONTACT_PATH.length);
  return `${relative ? '' : url.origin}${CONTACT_PATH}${query}${url.hash}`;
}

interface PathRewrite {
  source: string;
  has: { type: 'query'; key: string; value: string }[];
  destination: string;
}

/**
 * Reading `searchParams` would make /contact dynamic, and reading the query in the browser would hide the
 * confirmation without JavaScript: so /contact?success=true is rewritten to a pre-rendered copy, and with a brief to
 * a copy per brief, rendered once on its first visit.
 */
export function contactRewrites(): PathRewrite[] {
  const success = { type: 'query', key: 'success', value: 'true' } as const;
  return [
    {
      source: CONTACT_PATH,
      has: [success, { type: 'query', key: BRIEF_PARAM, value: '(?<brief>[a-z0-9_~-]{1,200})' }],
      destination: `${CONTACT_SENT_PATH}/:brief`,
    },
    { source: CONTACT_PATH, has: [success], destination: CONTACT_SENT_PATH },
  ];
}
