import { PortfolioPage } from '@/components/portfolio/portfolio-page';
import { portfolioMetadata } from '@/lib/portfolio-metadata';
import { portfolioViewParams, valueOfSegment } from '@/lib/static-views';

/** Served for /portfolio?category=…&location=… by proxy.ts: one page per combination of the filters' values. */
export const dynamicParams = false;

/** Matches PORTFOLIO_REVALIDATE_SECONDS: route segment config must be a literal. */
export const revalidate = 300;

export const metadata = portfolioMetadata;

export function generateStaticParams() {
  return portfolioViewParams();
}

type ViewProps = { params: Promise<{ category: string; location: string }> };

export default async function PortfolioView({ params }: ViewProps) {
  const { category, location } = await params;
  return <PortfolioPage choice={{ category: valueOfSegment(category), location }} />;
}
