import { CONTACT_PATH, CONTACT_SENT_PATH } from './contact-routes';
import { NOT_FOUND_PATH } from './routes';

// The proxy decides which page a shared address renders (a project type, a pair of portfolio filters, a checked
// confirmation) and names it in a request header; these rewrites of next.config route the request there. A rewrite
// returned by the proxy itself would be an absolute URL, which `next start` bound to an address other than
// `localhost` fetches again over the network, with the scheme a TLS-ending proxy forwarded (vercel/next.js#94745).

/** Set only by the proxy, which removes any a client sends. */
export const VIEW_HEADER = 'x-site-view';

/** Where each page's views render; `:name` is one path segment of the view the proxy names. */
const VIEWS: { source: string; destination: string }[] = [
  { source: CONTACT_PATH, destination: `${CONTACT_PATH}/project/:type` },
  { source: CONTACT_PATH, destination: `${CONTACT_PATH}/at/:location` },
  { source: CONTACT_PATH, destination: `${CONTACT_SENT_PATH}/:brief` },
  { source: CONTACT_PATH, destination: CONTACT_SENT_PATH },
  { source: '/portfolio', destination: '/portfolio/view/:category/:location' },
  { source: `${CONTACT_SENT_PATH}/:key`, destination: NOT_FOUND_PATH },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The header value a destination accepts: its literal parts as they are, each `:name` one segment. */
const headerPattern = (destination: string) =>
  destination
    .split(/(:[a-z]+)/)
    .map((part) => (part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : escapeRegExp(part)))
    .join('');

export const viewRewrites = () =>
  VIEWS.map(({ source, destination }) => ({
    source,
    has: [{ type: 'header' as const, key: VIEW_HEADER, value: headerPattern(destination) }],
    destination,
  }));

/** Whether the proxy can name `view` for a request to `source`: a destination a rewrite of that source accepts. */
export const isRoutedView = (source: string, view: string) =>
  viewRewrites().some((rewrite) => rewrite.source === source && new RegExp(`^${rewrite.has[0]!.value}$`).test(view));
