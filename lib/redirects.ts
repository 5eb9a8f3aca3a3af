// Loaded by next.config.ts, so it imports content by relative path (no '@/' alias there).
import { locations } from '../content/locations';
import { projects } from '../content/projects';
import { services } from '../content/services';

/** The redirect shape `next.config.ts` `redirects()` returns. */
export interface SlugRedirect {
  source: string;
  destination: string;
  permanent: false;
}

const SERVICE_SUFFIX = '-videography';
/** Files Next serves inside the portfolio folder itself (its share card), which are not project slugs. */
const PORTFOLIO_FILES = ['opengraph-image', 'twitter-image'];
const LOCATION_SUFFIX = '-videographer';

/** Escapes a literal for use inside a path-to-regexp parameter pattern (regex and path-to-regexp specials). */
function escapeLiteral(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A single path segment ending in `suffix` that is not one of `known`. The negative lookahead
 * lists the real pages, so they are served and anything else that looks like one is redirected.
 */
function unknownSegmentPattern(known: readonly string[], suffix = ''): string {
  const alternatives = known.map(escapeLiteral).join('|');
  const exclude = alternatives ? `(?!(?:${alternatives})$)` : '';
  return `${exclude}[^/]+${escapeLiteral(suffix)}`;
}

/**
 * Redirects (307) for made-up slugs, derived from content/ so adding a project, service or location
 * updates them. Unknown slugs never reach a page, so they cannot create a page-cache entry each.
 * - /portfolio/<unknown> → /portfolio
 * - /<unknown>-videography → / (service pages)
 * - /<unknown>-videographer → / (location pages)
 * Matching is case-insensitive, like every Next.js route pattern.
 */
export function unknownSlugRedirects(): SlugRedirect[] {
  const projectSlugs = projects.map((project) => project.slug);
  const serviceSlugs = services.map((service) => service.slug).filter((slug) => slug.endsWith(SERVICE_SUFFIX));
  const locationPages = locations.map((location) => `${location.slug}${LOCATION_SUFFIX}`);
  return [
    {
      source: `/portfolio/:slug(${unknownSegmentPattern([...projectSlugs, ...PORTFOLIO_FILES])})`,
      destination: '/portfolio',
      permanent: false,
    },
    { source: `/:service(${unknownSegmentPattern(serviceSlugs, SERVICE_SUFFIX)})`, destination: '/', permanent: false },
    { source: `/:location(${unknownSegmentPattern(locationPages, LOCATION_SUFFIX)})`, destination: '/', permanent: false },
  ];
}
