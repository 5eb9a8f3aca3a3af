import { locations } from '@/content/locations';
import type { Location, Service } from '@/content/model';

export function placesPhrase(and: '&' | 'and' = '&', names: readonly string[] = locations.map((location) => location.name)) {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
}

export const SERVICE_PLACES = locations.map((location) => location.name).join(', ');

// A page's heading and its share image's title come from here, so the two cannot drift apart.
export const SERVICE_AREA = placesPhrase();
export const VIDEOGRAPHER_IN = 'Professional Videographer in';

export const serviceTitle = (service: Pick<Service, 'title'>) => `${service.title} in ${SERVICE_AREA}`;
export const locationTitle = (location: Pick<Location, 'name'>) => `${VIDEOGRAPHER_IN} ${location.name}`;

export const pageTitles = {
  home: `${VIDEOGRAPHER_IN} ${SERVICE_AREA}`,
  about: 'The Person Behind the Camera',
  blog: 'Insights & Tips on Videography',
  portfolio: 'Selected Films for Brands, Events and Independents',
  sitemap: 'Every Page on This Site',
} as const;
