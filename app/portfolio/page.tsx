import { RotateCcw } from 'lucide';
import { ProjectCard } from '@/components/cards/project-card';
import { PortfolioBrowser } from '@/components/portfolio/portfolio-browser';
import { filterKey } from '@/components/portfolio/portfolio-filter-query';
import { TestimonialsBand } from '@/components/testimonials/testimonials-band';
import { ClientsBand } from '@/components/ui/clients-band';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { QuoteBanner } from '@/components/ui/quote-banner';
import { site } from '@/content/site';
import { portfolioCategoryFilters, portfolioFilterLabels, portfolioFilterTable, portfolioLocationFilters } from '@/lib/content';
import { getPortfolio } from '@/lib/contentful/portfolio';
import { pageTitles, SERVICE_PLACES } from '@/lib/page-titles';
import { pageMetadata } from '@/lib/seo';

/** Matches PORTFOLIO_REVALIDATE_SECONDS: route segment config must be a literal. */
export const revalidate = 300;

export const metadata = pageMetadata({
  title: 'Portfolio: Event, Corporate, Product & Social Media Films',
  description: `Watch event highlights, brand films, product adverts and social media content filmed by ${site.owner} for clients in ${SERVICE_PLACES} and beyond.`,
  path: '/portfolio',
});

export default async function PortfolioPage() {
  const { projects } = await getPortfolio();
  const categories = portfolioCategoryFilters(projects);
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
        title={pageTitles.portfolio}
        intro="Event highlights, brand films, product adverts and social content from Sussex, London and beyond."
      />
      <section aria-label="Projects" className="container-page pt-4 pb-8 md:pt-6">
        <PortfolioBrowser
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
