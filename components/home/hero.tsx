import { ArrowDown } from 'lucide';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { Image } from '@/components/ui/image';
import { site } from '@/content/site';
import { getSiteMedia } from '@/lib/contentful/site-media';
import { SERVICE_AREA, VIDEOGRAPHER_IN } from '@/lib/page-titles';
import { HeroVideo } from './hero-video';
import { ScrollDownButton } from './scroll-down-button';

const HERO_MEDIA_CLASS = 'object-cover object-[72%_50%] md:object-center';

/** A phone's hero is as tall as its words: held to the screen's height, it opened on an empty dark band. */
export async function Hero({ scrollTargetId }: { scrollTargetId: string }) {
  const { heroPoster, heroFilm } = await getSiteMedia();
  return (
    <section
      aria-labelledby="hero-title"
      className="on-dark relative isolate flex flex-col overflow-hidden bg-ink text-white md:min-h-[calc(100svh-4.5rem)]"
    >
      <div aria-hidden className="absolute inset-0 -z-10">
        <Image
          src={heroPoster.src}
          alt=""
          fill
          preload
          fetchPriority="high"
          // A portrait screen crops the 16:9 frame; a slightly soft poster there is worth the faster paint.
          sizes="(max-aspect-ratio: 3/4) 80vh, (max-aspect-ratio: 4/3) 130vh, 100vw"
          data-hero-poster
          className={HERO_MEDIA_CLASS}
        />
        <HeroVideo sources={heroFilm} poster={heroPoster.src} posterImage="img[data-hero-poster]" className={HERO_MEDIA_CLASS} />
        <div className="absolute inset-0 bg-gradient-to-t from-ink via-ink/45 to-ink/20" />
        <div className="absolute inset-0 bg-gradient-to-r from-ink/70 via-ink/20 to-transparent" />
      </div>

      <div className="container-page flex flex-1 flex-col pt-12 pb-8 md:justify-center md:pt-20 md:pb-12">
        <p className="flex items-center gap-3 eyebrow text-white/85">
          <span aria-hidden className="size-2 shrink-0 rounded-full bg-brand shadow-[0_0_12px_var(--color-brand-glow)]" />
          {site.name} · {site.locality}, {site.region}
        </p>
        <h1 id="hero-title" className="mt-6 max-w-3xl font-bold text-white">
          <span className="block font-display text-2xl font-bold tracking-tight text-white/85 md:text-4xl">
            {VIDEOGRAPHER_IN}
          </span>{' '}
          <span className="mt-2 block text-[clamp(2.75rem,1.6rem+4.8vw,6rem)] leading-[0.95] tracking-[-0.03em]">
            {/* The last place stays on the line of the "&" before it. */}
            {SERVICE_AREA.replace(/ (?=\S+$)/, '\u00a0')}
          </span>
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-white/85 md:text-xl">
          Corporate, event, promotional and social media films for businesses across Sussex, London and the UK, planned, filmed
          and edited by {site.owner}.
        </p>
        <div className="mt-8 flex flex-wrap gap-3 md:mt-10">
          <ButtonLink href="/contact" size="lg" className="h-12 px-6 sm:h-14 sm:px-8" arrow>
            Get a Quote
          </ButtonLink>
          <ButtonLink href="/portfolio" size="lg" variant="outline-light" className="h-12 px-6 sm:h-14 sm:px-8">
            View Portfolio
          </ButtonLink>
        </div>
      </div>

      <div className="container-page flex justify-center pb-6 md:pb-8">
        <ScrollDownButton
          targetId={scrollTargetId}
          className="group flex flex-col items-center gap-3 rounded-full text-xs font-semibold tracking-[0.2em] text-white/80 uppercase transition-colors hover:text-white"
        >
          <span className="sr-only">Scroll down to services</span>
          <span aria-hidden>Scroll</span>
          <span
            aria-hidden
            className="flex size-12 items-center justify-center rounded-full border border-white/40 transition-colors group-hover:border-white group-hover:bg-white group-hover:text-ink"
          >
            <Icon icon={ArrowDown} className="size-5" />
          </span>
        </ScrollDownButton>
      </div>
    </section>
  );
}
