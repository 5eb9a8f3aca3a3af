import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { HeroQuoteLink } from '@/components/ui/button-link';
import { Image } from '@/components/ui/image';
import type { Location } from '@/content/model';
import { quoteHref } from '@/lib/contact-routes';
import { VIDEOGRAPHER_IN } from '@/lib/page-titles';
import { locationPagePath } from '@/lib/routes';

export function LocationHero({ location }: { location: Location }) {
  return (
    <header className="on-dark relative isolate overflow-hidden bg-ink text-white">
      <Image
        src={location.imagePath}
        alt={location.imageAlt}
        fill
        preload
        // On a phone the 3:2 photograph fills a header about half the screen tall.
        sizes="(max-aspect-ratio: 3/4) 82vh, 100vw"
        className="-z-10 object-cover"
      />
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-t from-ink via-ink/55 to-ink/25" />
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-r from-ink/60 to-transparent" />
      <div className="container-page flex min-h-[28rem] flex-col pt-8 pb-14 md:min-h-[36rem] md:pt-12 md:pb-20">
        <Breadcrumbs tone="light" crumbs={[{ name: `Videographer in ${location.name}`, path: locationPagePath(location) }]} />
        <div className="mt-auto pt-16 md:pt-24">
          <p className="flex items-center gap-3 eyebrow text-white/85">
            <span aria-hidden className="size-2 shrink-0 rounded-full bg-brand" />
            Locations · {location.name}
          </p>
          <h1 className="mt-5 font-bold text-white">
            <span className="block font-display text-2xl font-bold tracking-tight text-white/85 md:text-4xl">
              {VIDEOGRAPHER_IN}
            </span>{' '}
            <span className="mt-2 block text-[clamp(3.25rem,2rem+5.5vw,7rem)] leading-[0.95] tracking-[-0.03em]">
              {location.name}
            </span>
          </h1>
          <HeroQuoteLink href={quoteHref(locationPagePath(location), location.slug)} className="mt-8" />
        </div>
      </div>
    </header>
  );
}
