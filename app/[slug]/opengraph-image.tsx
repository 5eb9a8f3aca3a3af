import { notFound } from 'next/navigation';
import { OG_SIZE, ogImage } from '@/components/og/og-image';
import { SERVICE_AREA_SUFFIX } from '@/components/services/service-hero';
import { site } from '@/content/site';
import { landingPage, landingPageSlugs } from '@/lib/routes';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = `Share card of a ${site.name} service or location page`;
export const dynamicParams = false;

export function generateStaticParams() {
  return landingPageSlugs().map((slug) => ({ slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const page = landingPage((await params).slug);
  if (!page) notFound();
  return page.kind === 'service'
    ? ogImage({ title: `${page.service.title} ${SERVICE_AREA_SUFFIX}`, eyebrow: 'Video service' })
    : ogImage({ title: `Professional Videographer in ${page.location.name}`, eyebrow: 'Locations' });
}
