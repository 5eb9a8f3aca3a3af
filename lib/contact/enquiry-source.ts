import { parsePageNumber } from '../blog/pages';
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
  /** Every page of the site, as its sitemap lists them, but the blog's posts and older list pages. */
  pages: readonly string[];
  isPost(key: string): Promise<boolean>;
  isOlderListPage(page: number): Promise<boolean>;
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

// Only a page the site has counts: any other address (a made-up post, a review link) could carry anything into the mail.
export async function enquirySource(
  { field, referer, origins }: { field?: string | null; referer?: string | null; origins: readonly string[] },
  content: SourceContent,
): Promise<EnquirySource> {
  const page = sitePath(field) ?? pageFromReferer(referer, origins);
  if (!page || !(await isPageOf(content, page))) return {};
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

async function isPageOf(content: SourceContent, path: string): Promise<boolean> {
  if (content.pages.includes(path)) return true;
  const [first, second, third, fourth] = path.split('/').slice(1);
  if (first !== 'blog' || !second || fourth !== undefined) return false;
  if (third === undefined) return content.isPost(slugFromSegment(second));
  const page = second === 'page' ? parsePageNumber(third) : null;
  return page !== null && page > 1 && content.isOlderListPage(page);
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
