import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ButtonLink } from '@/components/ui/button-link';
import { Image } from '@/components/ui/image';
import { site } from '@/content/site';
import { getSiteMedia } from '@/lib/contentful/site-media';
import { pageTitles } from '@/lib/page-titles';

const story = [
  `I’m ${site.owner}, the filmmaker behind ${site.name}. I grew up in Sussex, started out cutting skate videos on a borrowed laptop, and spent my twenties working my way up through production companies in London: running, assisting, shooting and finally editing for agencies and broadcasters.`,
  'In 2016 I moved back to Lewes and set up on my own, so I could work directly with the people whose stories I tell. Since then I have filmed boardroom interviews and festival main stages, product launches in Milan and flower workshops on a Lewes high street, for companies of ten people and ten thousand.',
  'What has not changed is why I do it. A good film helps people understand something quickly and feel something about it. My job is to find that story, make it look and sound wonderful, and deliver it in a way that actually gets watched.',
];

export async function AboutIntro() {
  const { portrait } = await getSiteMedia();
  return (
    <header className="container-page grid gap-12 pt-8 pb-16 md:pt-12 lg:grid-cols-12 lg:gap-16 lg:pb-24">
      <div className="lg:col-span-7">
        <Breadcrumbs crumbs={[{ name: 'About', path: '/about' }]} />
        <p className="mt-12 eyebrow text-brand md:mt-16">About {site.name}</p>
        <h1 className="mt-5 text-display-md font-bold md:text-display-lg">{pageTitles.about}</h1>
        <div className="mt-10 space-y-5 text-lg leading-relaxed text-muted">
          {story.map((paragraph, index) => (
            <p key={index} className={index === 0 ? 'text-xl leading-relaxed text-ink md:text-2xl md:leading-snug' : undefined}>
              {paragraph}
            </p>
          ))}
        </div>
        <ButtonLink href="/contact" variant="dark" size="lg" className="mt-10" arrow>
          Let&apos;s Work Together
        </ButtonLink>
      </div>
      <figure className="lg:col-span-5 lg:pt-20">
        {/* Room on the right and below for the offset outline, so it stays clear of the screen edge. */}
        <div className="relative isolate mr-4 mb-4">
          <div aria-hidden className="absolute inset-0 -z-10 translate-x-4 translate-y-4 rounded-card border border-brand/40" />
          <Image
            src={portrait.src}
            alt={portrait.alt}
            width={portrait.width}
            height={portrait.height}
            sizes="(min-width: 1280px) 460px, (min-width: 1024px) 38vw, 100vw"
            // Beside the heading on wide screens, but below the story on phones: load it at once, without a preload.
            loading="eager"
            className="aspect-[4/5] w-full rounded-card object-cover shadow-card"
          />
        </div>
        <figcaption className="mt-8 flex items-center gap-3 text-sm text-muted">
          <span aria-hidden className="h-px w-8 bg-brand" />
          {site.owner}, founder and filmmaker, {site.locality}
        </figcaption>
      </figure>
    </header>
  );
}
