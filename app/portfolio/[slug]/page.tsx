import { notFound } from 'next/navigation';
import { ProjectDetails } from '@/components/portfolio/project-details';
import { ProjectHero } from '@/components/portfolio/project-hero';
import { ProjectTestimonial } from '@/components/portfolio/project-testimonial';
import { SimilarProjects } from '@/components/portfolio/similar-projects';
import { JsonLd } from '@/components/ui/json-ld';
import { QuoteBanner } from '@/components/ui/quote-banner';
import { projects } from '@/content/projects';
import { projectBySlug, similarProjects, testimonialFor } from '@/lib/content';
import { breadcrumbList } from '@/lib/json-ld/breadcrumbs';
import { projectVideoObject } from '@/lib/json-ld/video-object';
import { filmPlayerUrl } from '@/lib/films';
import { pageMetadata } from '@/lib/seo';
import { projectPagePath } from '@/lib/routes';

type ProjectPageProps = { params: Promise<{ slug: string }> };

// Other slugs are redirected by next.config.ts (lib/routes.ts), so made-up addresses cannot fill the page cache.
export const dynamicParams = false;

export function generateStaticParams() {
  return projects.map((project) => ({ slug: project.slug }));
}

export async function generateMetadata({ params }: ProjectPageProps) {
  const project = projectBySlug((await params).slug);
  if (!project) return {};
  return pageMetadata({
    title: `${project.title}: ${project.category} Video`,
    description: project.excerpt,
    path: projectPagePath(project),
    // Share cards point at the film itself where there is one (og:video).
    openGraph: project.film
      ? { videos: [{ url: filmPlayerUrl(project.film), secureUrl: filmPlayerUrl(project.film), type: 'text/html' }] }
      : undefined,
  });
}

export default async function ProjectPage({ params }: ProjectPageProps) {
  const project = projectBySlug((await params).slug);
  if (!project) notFound();
  const testimonial = testimonialFor(project);
  const video = projectVideoObject(project);

  return (
    <>
      <JsonLd
        data={breadcrumbList([
          { name: 'Portfolio', path: '/portfolio' },
          { name: project.title, path: projectPagePath(project) },
        ])}
      />
      {video && <JsonLd data={video} />}
      <ProjectHero project={project} />
      <ProjectDetails project={project} />
      {testimonial && <ProjectTestimonial testimonial={testimonial} />}
      <SimilarProjects category={project.category} projects={similarProjects(project)} />
      <QuoteBanner title="Have a Project Like This in Mind?" from={projectPagePath(project)} />
    </>
  );
}
