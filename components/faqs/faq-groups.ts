import { locations } from '@/content/locations';
import type { Faq, Location, Service } from '@/content/model';
import { services } from '@/content/services';
import { locationPagePath, servicePagePath } from '@/lib/routes';

export interface FaqGroup {
  id: string;
  title: string;
  href: string;
  linkLabel: string;
  faqs: Faq[];
}

export function serviceFaqGroups(list: readonly Service[] = services): FaqGroup[] {
  return list.map((service) => ({
    id: `faqs-${service.slug}`,
    title: service.title,
    href: servicePagePath(service),
    linkLabel: `More about ${service.title.toLowerCase()}`,
    faqs: service.faqs,
  }));
}

export function locationFaqGroups(list: readonly Location[] = locations): FaqGroup[] {
  return list.map((location) => ({
    id: `faqs-${location.slug}`,
    title: `Filming in ${location.name}`,
    href: locationPagePath(location),
    linkLabel: `Videographer in ${location.name}`,
    faqs: location.faqs,
  }));
}

export function allFaqs(groups: readonly FaqGroup[]): Faq[] {
  const seen = new Set<string>();
  return groups.flatMap((group) => group.faqs).filter((faq) => !seen.has(faq.question) && Boolean(seen.add(faq.question)));
}
