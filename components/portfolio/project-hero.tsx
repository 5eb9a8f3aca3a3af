import { BackLink } from '@/components/ui/back-link';
import { HeroQuoteLink } from '@/components/ui/button-link';
import { KeepHyphenated } from '@/components/ui/keep-hyphenated';
import { ProjectVideoFacade } from '@/components/video/video-facade';
import type { Project } from '@/content/model';
import { cn } from '@/lib/cn';
import { projectTypeOfProject } from '@/lib/content-queries';
import { projectPagePath } from '@/lib/routes';
import { quoteHrefFor } from '@/lib/static-views';

export function ProjectHero({ project }: { project: Project }) {
  const portrait = project.orientation === 'portrait';
  return (
    // Clipped so the film card's shadow ends with the dark band instead of greying the page below it.
    <header className="on-dark overflow-hidden bg-ink text-white">
      <div className="container-page pt-8 pb-14 md:pt-12 md:pb-20">
        <BackLink href="/portfolio" className="text-muted-on-dark hover:text-white">
          Back to Portfolio
        </BackLink>

        <div className={cn('mt-10 md:mt-14', portrait && 'grid items-center gap-12 md:grid-cols-[minmax(0,1fr)_auto] lg:gap-20')}>
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-white/20 px-3 py-1 text-sm font-semibold">
              <span aria-hidden className="size-1.5 shrink-0 rounded-full bg-brand" />
              {project.category}
            </p>
            <h1 className="mt-6 max-w-4xl text-display-md font-bold md:text-display-lg">
              <KeepHyphenated text={project.title} />
            </h1>
            <dl className="mt-8 flex flex-wrap gap-x-10 gap-y-4">
              <div>
                <dt className="eyebrow text-muted-on-dark">Location</dt>
                <dd className="mt-1.5 text-lg font-medium">{project.location}</dd>
              </div>
              <div>
                <dt className="eyebrow text-muted-on-dark">Date</dt>
                <dd className="mt-1.5 text-lg font-medium">{project.date}</dd>
              </div>
            </dl>
            <p
              className={cn('mt-8 max-w-2xl text-lg leading-relaxed text-muted-on-dark md:text-xl', !portrait && 'lg:max-w-3xl')}
            >
              <KeepHyphenated text={project.excerpt} />
            </p>
            {/* Opens the form on this film's kind of project, with its price. */}
            <HeroQuoteLink href={quoteHrefFor(projectTypeOfProject(project), projectPagePath(project))} className="mt-8" />
          </div>

          <ProjectVideoFacade
            project={project}
            preload
            sizes={portrait ? '(min-width: 768px) 400px, 90vw' : '(min-width: 1248px) 1184px, 100vw'}
            className={cn(
              'shadow-[0_30px_80px_-20px_rgb(0_0_0/0.6)] ring-1 ring-white/10',
              portrait ? 'mx-auto w-full max-w-sm md:w-[min(25rem,calc((100svh-8rem)*9/16))]' : 'mt-12 md:mt-16',
            )}
          />
        </div>
      </div>
    </header>
  );
}
