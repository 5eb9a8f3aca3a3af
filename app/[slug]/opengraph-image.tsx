import { notFound } from 'next/navigation';
import { OG_SIZE, ogImage } from '@/components/og/og-image';
import { site } from '@/content/site';
import { locationTitle, serviceTitle } from '@/lib/page-titles';
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
    ? ogImage({ title: serviceTitle(page.service), eyebrow: 'Video service' })
    : ogImage({ title: locationTitle(page.location), eyebrow: 'Locations' });
}
