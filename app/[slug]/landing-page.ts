import { locations } from '@/content/locations';
import type { Location, Service } from '@/content/schema';
import { services } from '@/content/services';
import { locationPagePath, serviceBySlug, servicePagePath } from '@/lib/content';

/** What a top-level slug serves: a service page (/corporate-videography) or a location page (/brighton-videographer). */
export type LandingPage = { kind: 'service'; service: Service } | { kind: 'location'; location: Location };

export function landingPage(slug: string): LandingPage | undefined {
  const service = serviceBySlug(slug);
  if (service) return { kind: 'service', service };
  const location = locations.find((candidate) => locationPagePath(candidate) === `/${slug}`);
  return location && { kind: 'location', location };
}

/** Every slug the segment pre-renders, derived from content/. */
export function landingPageSlugs(): string[] {
  return [...services.map(servicePagePath), ...locations.map(locationPagePath)].map((path) => path.slice(1));
}
