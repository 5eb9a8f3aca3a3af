import type { ProfessionalService, WithContext } from 'schema-dts';
import type { Site } from '@/content/model';
import { site as siteContent } from '@/content/site';
import { absoluteUrl } from '@/lib/seo';

const businessId = () => `${absoluteUrl('/')}#business`;

export function businessReference(site: Site = siteContent): ProfessionalService {
  return { '@type': 'ProfessionalService', '@id': businessId(), name: site.name, url: absoluteUrl('/') };
}

export function localBusiness(site: Site = siteContent): WithContext<ProfessionalService> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': businessId(),
    name: site.name,
    description: site.description,
    url: absoluteUrl('/'),
    email: site.email,
    image: absoluteUrl('/images/hero-poster.jpg'),
    founder: { '@type': 'Person', name: site.owner, jobTitle: 'Videographer' },
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.locality,
      addressRegion: site.region,
      addressCountry: site.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    areaServed: site.areaServed.map((name) => ({ '@type': 'Place', name })),
    sameAs: site.socials.map((profile) => profile.url),
    ...(site.phone && { telephone: site.phone }),
    ...((site.phone || site.bookingUrl) && {
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'sales',
        email: site.email,
        ...(site.phone && { telephone: site.phone }),
        ...(site.bookingUrl && { url: site.bookingUrl }),
      },
    }),
  };
}
