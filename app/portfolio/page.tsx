import { PortfolioPage } from '@/components/portfolio/portfolio-page';
import { portfolioMetadata } from '@/lib/portfolio-metadata';

/** Matches PORTFOLIO_REVALIDATE_SECONDS: route segment config must be a literal. */
export const revalidate = 300;

export const metadata = portfolioMetadata;

export default function Portfolio() {
  return <PortfolioPage />;
}
