import type { Metadata } from 'next';
import { ContactPage } from '@/components/contact/contact-page';
import { contactMetadata } from '@/lib/contact-metadata';
import { contactTypeParams } from '@/lib/static-views';

/** Served for /contact?type=… by proxy.ts: the contact page with that project type chosen, one page per type. */
export const dynamicParams = false;

/** Matches PORTFOLIO_REVALIDATE_SECONDS and PRICING_REVALIDATE_SECONDS: testimonials and prices from Contentful; route segment config must be a literal. */
export const revalidate = 300;

export const metadata: Metadata = contactMetadata;

export function generateStaticParams() {
  return contactTypeParams();
}

export default async function ContactWithProjectType({ params }: { params: Promise<{ type: string }> }) {
  return <ContactPage projectType={(await params).type} />;
}
