import { CONTACT_PATH, CONTACT_RECEIVER_PATH } from '../contact-routes';
import { slugFromSegment } from '../routes';
import { FROM_FIELD } from './enquiry-fields';

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

export function sitePath(value: string | null | undefined): string | undefined {
  if (!value || value.length > MAX_PATH || !PATH.test(value) || value.startsWith('//')) return undefined;
  const path = value.length > 1 ? value.replace(/\/+$/, '') : value;
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  if (path === CONTACT_PATH || path.startsWith(`${CONTACT_PATH}/`) || path.startsWith('/api/')) return undefined;
  if (path === CONTACT_RECEIVER_PATH) return undefined;
  return path;
}

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
