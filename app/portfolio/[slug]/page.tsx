import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { DraftBanner } from '@/components/blog/draft-banner';
import { ProjectDetails } from '@/components/portfolio/project-details';
import { ProjectHero } from '@/components/portfolio/project-hero';
import { ProjectTestimonial } from '@/components/portfolio/project-testimonial';
import { SimilarProjects } from '@/components/portfolio/similar-projects';
import { JsonLd } from '@/components/ui/json-ld';
import { QuoteBanner } from '@/components/ui/quote-banner';
import { similarProjects, testimonialForProject } from '@/lib/content-queries';
import { findProject, getPublishedPortfolio } from '@/lib/contentful/portfolio';
import { filmPlayerUrl } from '@/lib/films';
import { breadcrumbList } from '@/lib/json-ld/breadcrumbs';
import { projectVideoObject } from '@/lib/json-ld/video-object';
import { projectPagePath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

type ProjectPageProps = { params: Promise<{ slug: string }> };

/** Matches PORTFOLIO_REVALIDATE_SECONDS: route segment config must be a literal. */
export const revalidate = 300;

// A film published after the build renders on its first visit; proxy.ts turns away addresses no film has.
export async function generateStaticParams() {
  return (await getPublishedPortfolio()).projects.map((project) => ({ slug: project.slug }));
}

export async function generateMetadata({ params }: ProjectPageProps) {
  const project = (await findProject((await params).slug))?.project;
  if (!project) return {};
  const draft = (await draftMode()).isEnabled;
  const metadata = pageMetadata({
    title: `${project.title}: ${project.category} Video`,
    description: project.excerpt,
    path: projectPagePath(project),
    // Share cards point at the film itself where there is one (og:video).
    openGraph: project.film
      ? { videos: [{ url: filmPlayerUrl(project.film), secureUrl: filmPlayerUrl(project.film), type: 'text/html' }] }
      : undefined,
  });
  return draft ? { ...metadata, robots: { index: false, follow: false } } : metadata;
}

export default async function ProjectPage({ params }: ProjectPageProps) {
  const found = await findProject((await params).slug);
  // Unpublished since the proxy last looked: a film that is not (or no longer) there redirects to the portfolio.
  if (!found) redirect('/portfolio');
  const { project, portfolio } = found;
  const { projects, testimonials } = portfolio;
  const testimonial = testimonialForProject(project, testimonials);
  const { isEnabled: draft } = await draftMode();
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
      {draft && <DraftBanner slug={project.slug} type="project" />}
      <ProjectHero project={project} />
      <ProjectDetails project={project} />
      {testimonial && <ProjectTestimonial testimonial={testimonial} />}
      <SimilarProjects category={project.category} projects={similarProjects(project, undefined, projects)} />
      <QuoteBanner title="Have a Project Like This in Mind?" from={projectPagePath(project)} />
    </>
  );
}
