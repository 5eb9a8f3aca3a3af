import { ProjectCard } from '@/components/cards/project-card';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { featuredProjects } from '@/lib/content-queries';
import { getPortfolio } from '@/lib/contentful/portfolio';

export async function FeaturedWork() {
  const { projects } = await getPortfolio();
  return (
    <section
      aria-labelledby="featured-work-title"
      className="on-dark bg-ink py-20 text-white [contain-intrinsic-size:auto_2000px] [content-visibility:auto] md:py-28 md:[contain-intrinsic-size:auto_1700px]"
    >
      <div className="container-page">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id="featured-work-title"
            tone="light"
            eyebrow="Portfolio"
            title="Featured Work"
            intro="A few recent films for brands, events and independent businesses."
          />
          <ButtonLink href="/portfolio" variant="outline-light" className="shrink-0 self-start md:self-auto" arrow>
            View Full Portfolio
          </ButtonLink>
        </div>
        <ul className="mt-14 grid gap-x-10 gap-y-16 md:grid-cols-2">
          {featuredProjects(projects).map((project) => (
            <li key={project.slug}>
              <ProjectCard project={project} tone="dark" reveal="hover" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
