import { ArrowLink } from '@/components/ui/arrow-link';
import { Image } from '@/components/ui/image';
import { KeepHyphenated } from '@/components/ui/keep-hyphenated';
import { MaskIcon } from '@/components/ui/mask-icon';
import { ProjectVideoFacade } from '@/components/video/video-facade';
import type { PlayButtonReveal } from '@/components/video/video-types';
import type { Project } from '@/content/model';
import { cn } from '@/lib/cn';
import { projectPagePath } from '@/lib/routes';

interface ProjectCardProps {
  project: Project;
  headingLevel?: 'h2' | 'h3';
  reveal?: PlayButtonReveal;
  preload?: boolean;
  sizes?: string;
  tone?: 'light' | 'dark';
  showExcerpt?: boolean;
  /** The one film of a list: beside its text on a wide screen, so the row is filled without a giant poster. */
  wide?: boolean;
  className?: string;
}

const DEFAULT_SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw';

export function ProjectCard({
  project,
  headingLevel: Heading = 'h3',
  reveal = 'always',
  preload = false,
  sizes = DEFAULT_SIZES,
  tone = 'light',
  showExcerpt = true,
  wide = false,
  className,
}: ProjectCardProps) {
  const dark = tone === 'dark';
  const media = <ProjectMedia project={project} reveal={reveal} preload={preload} sizes={sizes} />;
  return (
    <article
      data-project={project.slug}
      className={cn('flex flex-col', wide && 'lg:grid lg:grid-cols-12 lg:items-center lg:gap-x-12', className)}
    >
      {wide ? <div className="lg:col-span-7">{media}</div> : media}
      <div className={cn('mt-5 flex flex-1 flex-col', wide && 'lg:col-span-5 lg:mt-0')}>
        <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-2 text-sm', dark ? 'text-muted-on-dark' : 'text-muted')}>
          <span
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 font-semibold',
              dark ? 'border-white/20 text-white' : 'border-line bg-white text-ink',
            )}
          >
            <span aria-hidden className="size-1.5 shrink-0 rounded-full bg-brand" />
            {project.category}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <MaskIcon name="map-pin" className="size-3.5" />
            {project.location}
          </span>
        </p>
        <Heading className={cn('mt-3 font-display text-2xl font-bold md:text-[1.75rem]', dark ? 'text-white' : 'text-ink')}>
          <KeepHyphenated text={project.title} />
        </Heading>
        {/* A film that is not public leads with its case study, so the card does not read as broken. */}
        {!project.film && (
          <div data-case-study className={cn('mt-3 border-l-2 border-brand pl-4', dark ? 'text-muted-on-dark' : 'text-muted')}>
            <p className={cn('eyebrow', dark ? 'text-white' : 'text-ink')}>Case study · the outcome</p>
            <p className="mt-1.5 max-w-prose leading-relaxed">
              <KeepHyphenated text={project.outcome} />
            </p>
          </div>
        )}
        {showExcerpt && project.film && (
          <p className={cn('mt-2 max-w-prose leading-relaxed', dark ? 'text-muted-on-dark' : 'text-muted')}>
            <KeepHyphenated text={project.excerpt} />
          </p>
        )}
        <ArrowLink
          href={projectPagePath(project)}
          // The visible words start the name (label in name); the title tells the links apart.
          aria-label={`View project: ${project.title}`}
          className={cn(
            'mt-1.5 w-fit rounded-sm decoration-transparent',
            dark ? 'text-white hover:decoration-brand-glow' : 'text-ink hover:decoration-brand',
          )}
        >
          {project.film ? 'View project' : 'View project and stills'}
        </ArrowLink>
      </div>
    </article>
  );
}

function ProjectMedia({
  project,
  reveal,
  preload,
  sizes,
}: Required<Pick<ProjectCardProps, 'project' | 'reveal' | 'preload' | 'sizes'>>) {
  if (project.orientation === 'landscape') {
    return <ProjectVideoFacade project={project} reveal={reveal} preload={preload} sizes={sizes} className="shadow-card" />;
  }
  return (
    <div className="relative flex aspect-video justify-center overflow-hidden rounded-card bg-ink py-3 shadow-card">
      <Image src={project.poster.src} alt="" fill sizes="160px" className="scale-125 object-cover opacity-60 blur-2xl" />
      <ProjectVideoFacade
        project={project}
        reveal={reveal}
        preload={preload}
        sizes="(min-width: 768px) 200px, 40vw"
        className="h-full rounded-xl shadow-2xl ring-1 ring-white/10"
      />
    </div>
  );
}
