import { featuredServices } from '@/lib/content-queries';
import { ServiceCard } from './service-card';

export function FeaturedServiceCards() {
  return (
    <ul className="mt-12 grid gap-8 md:grid-cols-3">
      {featuredServices().map((service) => (
        <li key={service.slug} className="flex">
          <ServiceCard service={service} />
        </li>
      ))}
    </ul>
  );
}
