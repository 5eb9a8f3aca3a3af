import { slugFromSegment } from '../routes';
import { CONTACT_PATH, CONTACT_RECEIVER_PATH } from './routes';
import { FROM_FIELD } from './enquiry-fields';

/** Where an enquiry came from, told by this site's own pages only: no cookie, no identifier, no third party. */
export interface EnquirySource {
  sourcePage?: string;
  sourceService?: string;
  sourceFilm?: string;
}

export interface SourceContent {
  services: readonly { slug: string }[];
  projects: readonly { slug: string; serviceSlugs: readonly string[] }[];
}

const MAX_PATH = 200;
const PATH = /^\/(?:[A-Za-z0-9._~!$&'()*+,;=:@-]|%[0-9A-Fa-f]{2}|\/)*$/;

/** A page of this site as a path ("/portfolio/x"), or undefined: never another origin, the contact page or the API. */
export function sitePath(value: string | null | undefined): string | undefined {
  if (!value || value.length > MAX_PATH || !PATH.test(value) || value.startsWith('//')) return undefined;
  const path = value.length > 1 ? value.replace(/\/+$/, '') : value;
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  if (path === CONTACT_PATH || path.startsWith(`${CONTACT_PATH}/`) || path.startsWith('/api/')) return undefined;
  if (path === CONTACT_RECEIVER_PATH) return undefined;
  return path;
}

/**
 * The page before /contact: the form's `from` field (the browser fills it from a same-origin referrer or the `from` of
 * the site's own quote links), else, without JavaScript, the post's own Referer: /contact?from=… or another page of
 * this site. A referrer of another origin is ignored.
 */
export function enquirySource(
  { field, referer, origins }: { field?: string | null; referer?: string | null; origins: readonly string[] },
  content: SourceContent,
): EnquirySource {
  const page = sitePath(field) ?? pageFromReferer(referer, origins);
  if (!page) return {};
  const source: EnquirySource = { sourcePage: page };
  const [first, second, third] = page.split('/').slice(1);
  if (first === 'portfolio' && second && third === undefined) {
    const project = content.projects.find((candidate) => candidate.slug === slugFromSegment(second));
    if (project) {
      source.sourceFilm = project.slug;
      if (project.serviceSlugs[0]) source.sourceService = project.serviceSlugs[0];
    }
  } else if (first && second === undefined) {
    const service = content.services.find((candidate) => candidate.slug === slugFromSegment(first));
    if (service) source.sourceService = service.slug;
  }
  return source;
}

function pageFromReferer(referer: string | null | undefined, origins: readonly string[]): string | undefined {
  if (!referer || referer.length > 2000) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (!origins.includes(url.origin)) return undefined;
  if (url.pathname === CONTACT_PATH) return sitePath(url.searchParams.get(FROM_FIELD));
  return sitePath(url.pathname);
}
