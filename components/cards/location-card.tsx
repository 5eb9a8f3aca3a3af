import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link';
import { MaskIcon } from '@/components/ui/mask-icon';
import type { Location } from '@/content/model';
import { locationPagePath } from '@/lib/routes';

export function LocationCard({ location }: { location: Location }) {
  return (
    <article data-location={location.slug} className="group relative isolate overflow-hidden rounded-card bg-ink shadow-card">
      <div className="relative aspect-[4/5] sm:aspect-[3/4]">
        <Image
          src={location.imagePath}
          alt={location.imageAlt}
          fill
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw"
          className="object-cover transition-transform duration-700 ease-out-expo group-hover:scale-[1.05]"
        />
        <div aria-hidden className="absolute inset-0 bg-gradient-to-t from-ink via-ink/35 to-transparent" />
      </div>
      <div className="on-dark absolute inset-x-0 bottom-0 p-7 text-white">
        <h3 className="font-display text-3xl font-bold md:text-4xl">{location.name}</h3>
        {location.tagline && <p className="mt-2 text-white/80">{location.tagline}</p>}
        <Link
          href={locationPagePath(location)}
          className="mt-4 inline-flex items-center gap-2 rounded-full text-sm font-semibold after:absolute after:inset-0 after:content-['']"
        >
          Videographer in {location.name}
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white/15 backdrop-blur transition-colors group-hover:bg-brand">
            <MaskIcon name="arrow-up-right" className="size-4" />
          </span>
        </Link>
      </div>
    </article>
  );
}
