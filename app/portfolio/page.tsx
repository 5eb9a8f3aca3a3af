import { RotateCcw } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { PortfolioBrowser } from '@/components/portfolio/portfolio-browser';
import { filterKey } from '@/components/portfolio/portfolio-filter-query';
import { ProjectCard } from '@/components/portfolio/project-card';
import { PageHeader } from '@/components/ui/page-header';
import { ClientsBand } from '@/components/ui/clients-band';
import { QuoteBanner } from '@/components/ui/quote-banner';
import { locations as locationPages } from '@/content/locations';
import { projects } from '@/content/projects';
import {
  filterProjects,
  portfolioCategoryFilters,
  portfolioLocationFilters,
  type PortfolioCategoryFilter,
  type PortfolioLocationFilter,
} from '@/lib/content';
import { pageMetadata } from '@/lib/seo';
import { TestimonialsBand } from '@/components/testimonials/testimonials-band';

export const metadata = pageMetadata({
  title: 'Portfolio: Event, Corporate, Product & Social Media Films',
  description:
    'Watch event highlights, brand films, product adverts and social media content filmed by Alex Marlowe for clients in Brighton, Lewes, London and beyond.',
  path: '/portfolio',
});

/** Which projects every category × location combination shows, so the browser needs no content. */
function filterMatches(categories: PortfolioCategoryFilter[], locations: readonly PortfolioLocationFilter[]) {
  const table: Record<string, string[]> = {};
  for (const category of categories) {
    for (const location of locations) {
      table[filterKey({ category, location })] = filterProjects(projects, { category, location }).map((project) => project.slug);
    }
  }
  return table;
}

function filterLabels(): Record<string, string> {
  return Object.fromEntries([
    ['all', 'All'],
    ...projects.map((project) => [project.category.toLowerCase(), project.category]),
    ...locationPages.map((location) => [location.slug, location.name]),
  ]);
}

export default function PortfolioPage() {
  const categories = portfolioCategoryFilters();
  const locations = portfolioLocationFilters;
  const cards = projects.map((project, index) => ({
    slug: project.slug,
    card: <ProjectCard project={project} headingLevel="h2" preload={index === 0} className="w-full" />,
  }));

  return (
    <>
      <PageHeader
        compact
        crumbs={[{ name: 'Portfolio', path: '/portfolio' }]}
        title="Selected Films for Brands, Events and Independents"
        intro="Event highlights, brand films, product adverts and social content from Sussex, London and beyond."
      />
      <section aria-label="Projects" className="container-page pt-4 pb-8 md:pt-6">
        <PortfolioBrowser
          categories={categories}
          locations={locations}
          matches={filterMatches(categories, locations)}
          cards={cards}
          labels={filterLabels()}
          resetIcon={<Icon icon={RotateCcw} className="size-4" />}
        />
      </section>
      <ClientsBand />
      <TestimonialsBand page="portfolio" />
      <QuoteBanner title="Have a Project Like These in Mind?" />
    </>
  );
}
