import type { Service as ServiceNode, WithContext } from 'schema-dts';
import type { Service } from '@/content/model';
import { site } from '@/content/site';
import { servicePagePath } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo';
import { businessReference } from './business';

export function serviceJsonLd(service: Service): WithContext<ServiceNode> {
  const url = absoluteUrl(servicePagePath(service));
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: service.title,
    serviceType: service.title,
    description: service.summary,
    url,
    ...(service.image && { image: absoluteUrl(service.image.src) }),
    provider: businessReference(),
    areaServed: site.areaServed.map((name) => ({ '@type': 'Place', name })),
  };
}
