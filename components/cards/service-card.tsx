import { ServiceVisual } from '@/components/services/service-visual';
import { ArrowLink } from '@/components/ui/arrow-link';
import { MaskIcon } from '@/components/ui/mask-icon';
import type { Service } from '@/content/model';
import { priceAnchor } from '@/lib/content-queries';
import { getContentfulMedia } from '@/lib/contentful/site-media';
import { servicePagePath } from '@/lib/routes';
import { serviceWithPicture } from '@/lib/site-media';

const CARD_FEATURE_COUNT = 3;

export async function ServiceCard({ service, headingLevel: Heading = 'h3' }: { service: Service; headingLevel?: 'h2' | 'h3' }) {
  const href = servicePagePath(service);
  const picture = serviceWithPicture(service, await getContentfulMedia());
  return (
    <article
      data-service={service.slug}
      className="group flex w-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line/60"
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-ink">
        <ServiceVisual
          service={picture}
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw"
          className="transition-transform duration-700 ease-out-expo group-hover:scale-[1.04]"
        />
      </div>
      <div className="flex flex-1 flex-col p-7">
        <Heading className="font-display text-2xl font-bold">{service.title}</Heading>
        <p data-price className="mt-2 text-sm font-semibold text-brand">
          {priceAnchor(service)}
        </p>
        <p className="mt-3 leading-relaxed text-muted">{service.summary}</p>
        <ul className="mt-6 space-y-2.5 border-t border-line pt-6 text-sm">
          {service.features.slice(0, CARD_FEATURE_COUNT).map((feature) => (
            <li key={feature} className="flex gap-3">
              <MaskIcon name="check" className="mt-0.5 size-4 text-brand" />
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-5">
          <ArrowLink href={href} className="text-ink decoration-transparent hover:decoration-brand">
            Learn more<span className="sr-only"> about {service.title}</span>
          </ArrowLink>
        </div>
      </div>
    </article>
  );
}
