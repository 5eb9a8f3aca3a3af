import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LocationPage } from '@/components/locations/location-page';
import { ServicePage } from '@/components/services/service-page';
import { getContentfulMedia } from '@/lib/contentful/site-media';
import { locationTitle, serviceTitle } from '@/lib/page-titles';
import { landingPage, landingPageSlugs, locationPagePath, servicePagePath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { locationWithPicture, serviceWithPicture } from '@/lib/site-media';

/** Matches PORTFOLIO_REVALIDATE_SECONDS: films, testimonials and pictures from Contentful; route segment config must be a literal. */
export const revalidate = 300;

/** Service and location pages; unknown -videography and -videographer slugs are redirected before this (lib/routes.ts). */
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return landingPageSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: PageProps<'/[slug]'>): Promise<Metadata> {
  const page = landingPage((await params).slug);
  if (!page) return {};
  if (page.kind === 'service') {
    const { service } = page;
    return pageMetadata({
      title: serviceTitle(service),
      description: service.summary,
      path: servicePagePath(service),
    });
  }
  const { location } = page;
  return pageMetadata({
    title: locationTitle(location),
    description: `Videographer for ${location.name} businesses and events: corporate films, event videography, promotional videos and social media content, planned, filmed and edited by a local freelancer.`,
    path: locationPagePath(location),
  });
}

export default async function SlugPage({ params }: PageProps<'/[slug]'>) {
  const page = landingPage((await params).slug);
  if (!page) notFound();
  const media = await getContentfulMedia();
  return page.kind === 'service' ? (
    <ServicePage service={serviceWithPicture(page.service, media)} />
  ) : (
    <LocationPage location={locationWithPicture(page.location, media)} />
  );
}
