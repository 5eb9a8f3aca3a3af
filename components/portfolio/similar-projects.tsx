import { ProjectCard } from '@/components/cards/project-card';
import { ArrowLink } from '@/components/ui/arrow-link';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Project } from '@/content/model';
import { cn } from '@/lib/cn';

/** A single similar project sits beside the heading rather than alone in a three-column row. */
export function SimilarProjects({ category, projects }: { category: Project['category']; projects: Project[] }) {
  if (projects.length === 0) return null;
  const single = projects.length === 1;
  return (
    <section aria-labelledby="similar-projects" className="border-t border-line bg-sand/50">
      <div className={cn('container-page py-16 md:py-24', single && 'grid gap-12 lg:grid-cols-12 lg:gap-16')}>
        <div className={cn('flex flex-col gap-6', single ? 'lg:col-span-5' : 'md:flex-row md:items-end md:justify-between')}>
          <SectionHeading id="similar-projects" eyebrow={`More ${category.toLowerCase()} work`} title="Similar Projects" />
          <ArrowLink href="/portfolio" className="w-fit shrink-0 rounded-sm decoration-transparent hover:decoration-brand">
            View Full Portfolio
          </ArrowLink>
        </div>
        <ul className={cn('grid gap-x-8 gap-y-14', single ? 'lg:col-span-7' : 'mt-12 md:grid-cols-2 lg:grid-cols-3')}>
          {projects.map((project) => (
            <li key={project.slug} className="flex">
              <ProjectCard
                project={project}
                reveal="hover"
                sizes={single ? '(min-width: 1024px) 700px, 100vw' : '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw'}
                className="w-full"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
