import { ArrowLink } from '@/components/ui/arrow-link';
import { VideoFacade } from '@/components/video/video-facade';
import { showreel } from '@/content/showreel';
import { site } from '@/content/site';
import { getSiteMedia } from '@/lib/contentful/site-media';

const facts = [
  { value: '48-72h', label: 'event highlight reels' },
  { value: '4K', label: 'cinema cameras on every shoot' },
  { value: 'UK-wide', label: 'from a base in Lewes' },
];

export async function IntroSection() {
  const { showreelPoster } = await getSiteMedia();
  return (
    <section
      aria-labelledby="intro-title"
      className="container-page grid gap-12 py-20 md:py-28 lg:grid-cols-12 lg:items-center lg:gap-16"
    >
      <div className="lg:col-span-5">
        <p className="eyebrow text-brand">Hello, I’m Alex</p>
        <h2 id="intro-title" className="mt-4 text-display-sm font-bold md:text-display-md">
          Films That Do a Real Job for Your Business
        </h2>
        <p className="mt-6 text-lg leading-relaxed text-muted">
          I’m {site.owner}, a freelance videographer based in {site.locality}, {site.region}. I help businesses, charities and
          event organisers in Brighton, London and across the UK explain what they do, celebrate what they achieve and reach the
          people who matter to them.
        </p>
        <p className="mt-4 text-lg leading-relaxed text-muted">
          You work with me directly, from the first call to the final export: careful planning, cinema-quality kit and an edit
          that respects your audience’s time.
        </p>
        <ArrowLink href="/about" className="mt-6 text-ink decoration-brand">
          More about me
        </ArrowLink>
      </div>
      {/* Addressed as /#showreel, so posts and pages can point at the film. */}
      <div id="showreel" className="scroll-mt-24 lg:col-span-7">
        <VideoFacade
          film={showreel.film}
          title={showreel.title}
          poster={showreelPoster}
          sizes="(min-width: 1280px) 700px, (min-width: 1024px) 58vw, 100vw"
          className="shadow-card"
        />
        <ul className="mt-8 grid grid-cols-3 gap-4 border-t border-line pt-6">
          {facts.map((fact) => (
            <li key={fact.label}>
              <strong className="block font-display text-2xl font-bold md:text-3xl">{fact.value}</strong>
              <span className="mt-1 block text-sm leading-snug text-muted">{fact.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
