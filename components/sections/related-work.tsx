import type { ReactNode } from 'react';
import { ProjectCard } from '@/components/cards/project-card';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Project } from '@/content/model';
import { cn } from '@/lib/cn';

/** Two films share the row in halves rather than leaving a third of it empty; one film has the row to itself. */
interface RelatedWorkProps {
  title: string;
  intro?: string;
  projects: readonly Project[];
  action?: ReactNode;
}

export function RelatedWork({ title, intro, projects, action }: RelatedWorkProps) {
  const threeUp = projects.length >= 3;
  const one = projects.length === 1;
  return (
    <section aria-labelledby="related-work-title" className="container-page py-16 md:py-24">
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <SectionHeading id="related-work-title" eyebrow="Portfolio" title={title} intro={intro} />
        <div className="flex shrink-0 flex-wrap gap-3 self-start md:self-auto">
          {action}
          <ButtonLink href="/portfolio" variant="outline" arrow>
            View Full Portfolio
          </ButtonLink>
        </div>
      </div>
      <ul className={cn('mt-12 grid gap-x-8 gap-y-14', !one && 'md:grid-cols-2', threeUp && 'lg:grid-cols-3')}>
        {projects.map((project) => (
          <li key={project.slug}>
            <ProjectCard
              project={project}
              reveal="hover"
              wide={one}
              sizes={
                one
                  ? '(min-width: 1280px) 690px, (min-width: 1024px) 58vw, 100vw'
                  : `(min-width: 1280px) ${threeUp ? 390 : 600}px, (min-width: 768px) 50vw, 100vw`
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
