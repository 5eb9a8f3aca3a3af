import { FROM_FIELD } from './contact/enquiry-fields';

export const CONTACT_PATH = '/contact';
export const CONTACT_SUCCESS_PATH = '/contact?success=true';

export const CONTACT_SENT_PATH = '/contact/sent';

/** The confirmation of an enquiry the receiver holds no brief for, thanking by name: rendered per request too. */
export const CONTACT_THANKS_PATH = `${CONTACT_SENT_PATH}/thanks`;

export const BRIEF_PARAM = 'brief';
export const THANKS_PARAM = 'thanks';

export function contactSuccessPath(key?: string, thanks?: string): string {
  const brief = key ? `&${BRIEF_PARAM}=${encodeURIComponent(key)}` : '';
  return `${CONTACT_SUCCESS_PATH}${brief}${thanks ? `&${THANKS_PARAM}=${thanks}` : ''}`;
}

export const CONTACT_RECEIVER_PATH = '/api/contact';

export const LOCATION_PARAM = 'location';

/** Pages a quote link never names: the contact page itself, Next's own (/_not-found), and a review link's secret. */
const UNNAMED_PAGES = [`${CONTACT_PATH}/`, '/_', '/review/'];

export function quoteHref(from?: string, location?: string): string {
  const page = from && from !== CONTACT_PATH && !UNNAMED_PAGES.some((prefix) => from.startsWith(prefix));
  const query = [location ? `${LOCATION_PARAM}=${encodeURIComponent(location)}` : '', page ? `from=${encodeURI(from)}` : '']
    .filter(Boolean)
    .join('&');
  return query ? `${CONTACT_PATH}?${query}` : CONTACT_PATH;
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
  if (!onSite || url.pathname !== CONTACT_PATH || url.searchParams.has(FROM_FIELD)) return href;
  const source = quoteHref(from);
  if (source === CONTACT_PATH) return href;
  const query = url.search ? `${url.search}&${source.slice(CONTACT_PATH.length + 1)}` : source.slice(CONTACT_PATH.length);
  return `${relative ? '' : url.origin}${CONTACT_PATH}${query}${url.hash}`;
}

// One spelling of a confirmation counts (a single success=true, at most one known `brief` and one sealed-shaped `thanks`);
// any other is `refused`, so no address reaches a page the proxy has not checked.
export function confirmationRoute(
  query: URLSearchParams,
  isBriefKey: (key: string) => boolean,
  isThanksToken: (value: string) => boolean = () => false,
): string | 'refused' | undefined {
  const success = query.getAll('success');
  const briefs = query.getAll(BRIEF_PARAM);
  const thanks = query.getAll(THANKS_PARAM);
  if (!success.includes('true')) return undefined;
  if (success.length > 1 || briefs.length > 1 || thanks.length > 1) return 'refused';
  if (thanks[0] !== undefined && !isThanksToken(thanks[0])) return 'refused';
  const [brief] = briefs;
  if (brief === undefined) return thanks.length > 0 ? CONTACT_THANKS_PATH : CONTACT_SENT_PATH;
  return isBriefKey(brief) ? `${CONTACT_SENT_PATH}/${encodeURIComponent(brief)}` : 'refused';
}
