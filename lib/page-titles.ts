import type { Location, Service } from '@/content/schema';

// A page's heading and its share image's title come from here, so the two cannot drift apart.
export const SERVICE_AREA = 'Brighton, Lewes & London';
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
