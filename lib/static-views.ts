import { PROJECT_CATEGORIES } from '@/content/model';
import { CONTACT_PATH, LOCATION_PARAM } from './contact-routes';
import { briefChoices, locationSlugs } from './contact/brief-content';
import { FROM_FIELD } from './contact/enquiry-fields';
import { locationPagePath } from './routes';

// A query choice (/contact?type=event) gets a page pre-rendered for it, so it shows without JavaScript; only the site's
// own choices are mapped, so a made-up value adds no page to the cache.

export const PROJECT_TYPE_PARAM = 'type';
const CONTACT_TYPE_PATH = `${CONTACT_PATH}/project`;
const CONTACT_LOCATION_PATH = `${CONTACT_PATH}/at`;

export const PORTFOLIO_PATH = '/portfolio';
const PORTFOLIO_VIEW_PATH = `${PORTFOLIO_PATH}/view`;
const ALL = 'all';

/** The one value of a parameter, as the site spells it (case and surrounding spaces aside), or undefined. */
function single(params: URLSearchParams, key: string, allowed: readonly string[]): string | undefined {
  const values = params.getAll(key);
  if (values.length !== 1) return undefined;
  const wanted = values[0]!.trim().toLowerCase();
  return allowed.find((value) => value === wanted);
}

export function quoteHrefFor(projectType: string | undefined, from?: string): string {
  const query = new URLSearchParams();
  if (projectType) query.set(PROJECT_TYPE_PARAM, projectType);
  // The page's own path is readable as it is, as in every other quote link.
  const search = [query.toString(), from ? `${FROM_FIELD}=${encodeURI(from)}` : ''].filter(Boolean).join('&');
  return search ? `${CONTACT_PATH}?${search}` : CONTACT_PATH;
}

export const contactTypeParams = (): { type: string }[] => briefChoices().projectTypes.map((type) => ({ type }));

export const contactLocationParams = (): { location: string }[] => locationSlugs().map((location) => ({ location }));

export const portfolioCategoryValues = (): string[] => PROJECT_CATEGORIES.map((category) => category.toLowerCase());
const segmentOf = (value: string) => value.replace(/\s+/g, '-');
export const valueOfSegment = (segment: string) => segment.replace(/-/g, ' ');

export function portfolioViewParams(): { category: string; location: string }[] {
  const categories = [ALL, ...portfolioCategoryValues()];
  const places = [ALL, ...locationSlugs()];
  return categories
    .flatMap((category) => places.map((location) => ({ category: segmentOf(category), location })))
    .filter((view) => view.category !== ALL || view.location !== ALL);
}

/** Where a page address with a known choice in its query is rendered, or undefined for the plain page. */
export function staticViewPath(pathname: string, params: URLSearchParams): string | undefined {
  // The confirmation has rewrites of its own.
  if (pathname === CONTACT_PATH && !params.has('success')) {
    const type = single(params, PROJECT_TYPE_PARAM, briefChoices().projectTypes);
    if (type) return `${CONTACT_TYPE_PATH}/${type}`;
    // A location's page asks for no type: its place alone is a view of its own. The header's quote link names only
    // the page it is on, so a location page named there chooses its place too.
    const from = params.getAll(FROM_FIELD);
    const fromPlace = () =>
      from.length === 1 ? locationSlugs().find((slug) => locationPagePath({ slug }) === from[0]) : undefined;
    const location = single(params, LOCATION_PARAM, locationSlugs()) ?? (params.has(LOCATION_PARAM) ? undefined : fromPlace());
    return location ? `${CONTACT_LOCATION_PATH}/${location}` : undefined;
  }
  if (pathname === PORTFOLIO_PATH) {
    // `type` is read as `category`, the name the rest of the site gives a project's kind.
    const category =
      single(params, 'category', portfolioCategoryValues()) ??
      single(params, PROJECT_TYPE_PARAM, portfolioCategoryValues()) ??
      ALL;
    const location = single(params, 'location', locationSlugs()) ?? ALL;
    if (category === ALL && location === ALL) return undefined;
    return `${PORTFOLIO_VIEW_PATH}/${segmentOf(category)}/${location}`;
  }
  return undefined;
}
