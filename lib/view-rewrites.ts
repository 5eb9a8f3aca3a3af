import { CONTACT_PATH, CONTACT_SENT_PATH } from './contact-routes';
import { NOT_FOUND_PATH } from './routes';

// Routed by a header: a rewrite from the proxy would be an absolute URL that `next start` fetches again (vercel/next.js#94745).

/** Set only by the proxy, which removes any a client sends. */
export const VIEW_HEADER = 'x-site-view';

const VIEWS: { source: string; destination: string }[] = [
  { source: CONTACT_PATH, destination: `${CONTACT_PATH}/project/:type` },
  { source: CONTACT_PATH, destination: `${CONTACT_PATH}/at/:location` },
  { source: CONTACT_PATH, destination: `${CONTACT_SENT_PATH}/:brief` },
  { source: CONTACT_PATH, destination: CONTACT_SENT_PATH },
  { source: '/portfolio', destination: '/portfolio/view/:category/:location' },
  { source: `${CONTACT_SENT_PATH}/:key`, destination: NOT_FOUND_PATH },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
