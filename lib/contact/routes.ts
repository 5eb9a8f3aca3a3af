export const CONTACT_PATH = '/contact';
export const CONTACT_SUCCESS_PATH = '/contact?success=true';

const CONTACT_SENT_PATH = '/contact/sent';

export const BRIEF_PARAM = 'brief';

export const contactSuccessPath = (key?: string) =>
  key ? `${CONTACT_SUCCESS_PATH}&${BRIEF_PARAM}=${encodeURIComponent(key)}` : CONTACT_SUCCESS_PATH;

export const CONTACT_RECEIVER_PATH = '/api/contact';

export function quoteHref(from?: string): string {
  // Nothing from the contact page itself, nor from Next's own pages (/_not-found is every unknown address without JavaScript).
  const page = from && from !== CONTACT_PATH && !from.startsWith(`${CONTACT_PATH}/`) && !from.startsWith('/_');
  return page ? `${CONTACT_PATH}?from=${encodeURI(from)}` : CONTACT_PATH;
}

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

// Reading searchParams would make /contact dynamic, so the confirmation is a rewrite to a pre-rendered copy.
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
