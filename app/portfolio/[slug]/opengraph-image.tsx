import { notFound } from 'next/navigation';
import { OG_SIZE, ogImage } from '@/components/og/og-image';
import { site } from '@/content/site';
import { findProject, getPublishedPortfolio } from '@/lib/contentful/portfolio';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = `Share card of a ${site.name} portfolio project`;
/** Matches PORTFOLIO_REVALIDATE_SECONDS: made like the project page it shares. */
export const revalidate = 300;

export async function generateStaticParams() {
  return (await getPublishedPortfolio()).projects.map((project) => ({ slug: project.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const project = (await findProject((await params).slug))?.project;
  if (!project) notFound();
  return ogImage({ title: project.title, eyebrow: `${project.category} film · ${project.date}` });
}
