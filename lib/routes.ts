// Loaded by next.config.ts, so it imports content by relative path (no '@/' alias there).
import { locations } from '../content/locations';
import type { Location, Project, Service } from '../content/model';
import { services } from '../content/services';

const LOCATION_SUFFIX = '-videographer';
const SERVICE_SUFFIX = '-videography';

export function servicePagePath(service: Pick<Service, 'slug'>): `/${string}` {
  return `/${service.slug}`;
}

export function locationPagePath(location: Pick<Location, 'slug'>): `/${string}-videographer` {
  return `/${location.slug}${LOCATION_SUFFIX}`;
}

export function projectPagePath(project: Pick<Project, 'slug'>): `/portfolio/${string}` {
  return `/portfolio/${project.slug}`;
}

export const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

export function slugFromSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

// Addresses are lower-case, but a post's or film's own segment (maybe an entry id) and percent-escapes keep theirs.
const ENTRY_SECTIONS = new Map([
  ['blog', new Set(['rss.xml', 'page', 'opengraph-image'])],
  ['portfolio', new Set(['opengraph-image'])],
]);
const lowerCaseSegment = (segment: string) =>
  segment.replace(/(%[0-9A-Fa-f]{2})|[A-Z]+/g, (match, escape?: string) => escape ?? match.toLowerCase());

export function lowerCaseAddress(pathname: string): string | null {
  const segments = pathname.split('/');
  const section = lowerCaseSegment(segments[1] ?? '');
  const lowered = segments
    .map((segment, index) => {
      const lowered = lowerCaseSegment(segment);
      const keepsCase = index === 2 && ENTRY_SECTIONS.get(section)?.has(lowered) === false;
      return keepsCase ? segment : lowered;
    })
    .join('/');
  return lowered === pathname ? null : lowered;
}

type Content = { services: readonly Service[]; locations: readonly Location[] };
const content: Content = { services, locations };

type LandingPage = { kind: 'service'; service: Service } | { kind: 'location'; location: Location };

export function landingPage(slug: string, from: Content = content): LandingPage | undefined {
  const service = from.services.find((candidate) => servicePagePath(candidate) === `/${slug}`);
  if (service) return { kind: 'service', service };
  const location = from.locations.find((candidate) => locationPagePath(candidate) === `/${slug}`);
  return location && { kind: 'location', location };
}

export function landingPageSlugs(from: Content = content): string[] {
  return [...from.services.map(servicePagePath), ...from.locations.map(locationPagePath)].map((path) => path.slice(1));
}

interface SlugRedirect {
  source: string;
  destination: string;
  permanent: false;
}

function escapeLiteral(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function unknownSegmentPattern(known: readonly string[], suffix = ''): string {
  const alternatives = known.map(escapeLiteral).join('|');
  const exclude = alternatives ? `(?!(?:${alternatives})$)` : '';
  return `${exclude}[^/]+${escapeLiteral(suffix)}`;
}

// Made-up slugs never reach a page, so they cannot each create a page-cache entry.
export function unknownSlugRedirects(from: Content = content): SlugRedirect[] {
  const slugs = (paths: string[], prefix: string) => paths.map((path) => path.slice(prefix.length));
  const servicePages = slugs(from.services.map(servicePagePath), '/').filter((slug) => slug.endsWith(SERVICE_SUFFIX));
  const locationPages = slugs(from.locations.map(locationPagePath), '/');
  return [
    { source: `/:service(${unknownSegmentPattern(servicePages, SERVICE_SUFFIX)})`, destination: '/', permanent: false },
    { source: `/:location(${unknownSegmentPattern(locationPages, LOCATION_SUFFIX)})`, destination: '/', permanent: false },
  ];
}

export const NOT_FOUND_PATH = '/page-not-found';
