import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { HeroQuoteLink } from '@/components/ui/button-link';
import { Link } from '@/components/ui/link';
import { projectTypeOf } from '@/content/brief';
import type { Service } from '@/content/model';
import { priceAnchor } from '@/lib/content-queries';
import { SERVICE_AREA } from '@/lib/page-titles';
import { servicePagePath } from '@/lib/routes';
import { quoteHrefFor } from '@/lib/static-views';
import { ServiceIcon } from './service-icon';
import { ServiceVisual } from './service-visual';

/** The quote button and the price open the form with this service's project type, so its price shows at once. */
export function ServiceHero({ service }: { service: Service }) {
  const quote = quoteHrefFor(projectTypeOf(service).value, servicePagePath(service));
  return (
    <header>
      <div className="on-dark bg-ink pb-28 text-white md:pb-44">
        <div className="container-page pt-8 md:pt-12">
          <Breadcrumbs tone="light" crumbs={[{ name: service.title, path: servicePagePath(service) }]} />
          <div className="mt-10 flex items-center gap-3 md:mt-12">
            <span className="flex size-10 items-center justify-center rounded-full bg-brand/15 text-brand-glow ring-1 ring-brand/40">
              <ServiceIcon name={service.icon} className="size-5" />
            </span>
            <p className="eyebrow text-brand-glow">Video service</p>
          </div>
          <h1 className="mt-6 max-w-5xl font-bold text-white">
            <span className="block text-display-md md:text-display-lg">{service.title}</span>{' '}
            <span className="mt-3 block font-display text-2xl font-bold tracking-tight text-white/60 md:text-4xl">
              in {SERVICE_AREA}
            </span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted-on-dark md:text-xl">{service.tagline}</p>
          <div className="mt-8 flex flex-wrap items-center gap-x-5 gap-y-4">
            <HeroQuoteLink href={quote} />
            <Link
              href={quote}
              data-price
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm whitespace-nowrap text-white ring-1 ring-white/20 transition-colors hover:bg-white/15 hover:ring-white/40"
            >
              <span className="font-semibold">{priceAnchor(service)}</span>
              <span className="hidden text-muted-on-dark sm:inline">· a fixed quote after a short call</span>
            </Link>
          </div>
        </div>
      </div>
      <div className="container-page -mt-20 md:-mt-32">
        <div className="aspect-[3/2] overflow-hidden rounded-card bg-ink shadow-card md:aspect-[21/9]">
          <ServiceVisual service={service} sizes="(min-width: 1248px) 1184px, 100vw" preload />
        </div>
      </div>
    </header>
  );
}
