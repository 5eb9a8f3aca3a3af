import { RotateCcw } from 'lucide';
import { ProjectCard } from '@/components/cards/project-card';
import { TestimonialsBand } from '@/components/testimonials/testimonials-band';
import { ClientsBand } from '@/components/ui/clients-band';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { QuoteBanner } from '@/components/ui/quote-banner';
import {
  portfolioCategoryFilters,
  portfolioFilterLabels,
  portfolioFilterTable,
  portfolioLocationFilters,
} from '@/lib/content-queries';
import { getPortfolio } from '@/lib/contentful/portfolio';
import { pageTitles } from '@/lib/page-titles';
import { PortfolioBrowser } from './portfolio-browser';
import { filterKey, filtersFromSearch, searchForFilters, type FilterChoice } from './portfolio-filter-query';

export async function PortfolioPage({ choice = { category: 'all', location: 'all' } }: { choice?: FilterChoice }) {
  const { projects } = await getPortfolio();
  const categories = portfolioCategoryFilters(projects);
  const locations = portfolioLocationFilters;
  // Read as the browser reads the address, so the page it hydrates shows the same films.
  const initial = filtersFromSearch(searchForFilters(choice), { categories, locations });
  const cards = projects.map((project, index) => ({
    slug: project.slug,
    card: <ProjectCard project={project} headingLevel="h2" preload={index === 0} className="w-full" />,
  }));

  return (
    <>
      <PageHeader
        compact
        crumbs={[{ name: 'Portfolio', path: '/portfolio' }]}
        title={pageTitles.portfolio}
        intro="Event highlights, brand films, product adverts and social content from Sussex, London and beyond."
        // On a phone the films start in the first screen.
        introClassName="max-sm:hidden"
      />
      <section aria-label="Projects" className="container-page pt-4 pb-8 md:pt-6">
        <PortfolioBrowser
          initial={initial}
          categories={categories}
          locations={locations}
          matches={portfolioFilterTable(projects, categories, locations, filterKey)}
          cards={cards}
          labels={portfolioFilterLabels(projects)}
          resetIcon={<Icon icon={RotateCcw} className="size-4" />}
        />
      </section>
      <ClientsBand />
      <TestimonialsBand page="portfolio" />
      <QuoteBanner title="Have a Project Like These in Mind?" />
    </>
  );
}
