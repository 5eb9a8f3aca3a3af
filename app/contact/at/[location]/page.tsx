import type { Metadata } from 'next';
import { ContactPage } from '@/components/contact/contact-page';
import { contactMetadata } from '@/lib/contact-metadata';
import { contactLocationParams } from '@/lib/static-views';

/** Served for /contact?location=… by proxy.ts: the contact page with the brief's place chosen, one page per location. */
export const dynamicParams = false;

/** Matches PORTFOLIO_REVALIDATE_SECONDS and PRICING_REVALIDATE_SECONDS: testimonials and prices from Contentful; route segment config must be a literal. */
export const revalidate = 300;

export const metadata: Metadata = contactMetadata;

export function generateStaticParams() {
  return contactLocationParams();
}

export default async function ContactForLocation({ params }: PageProps<'/contact/at/[location]'>) {
  return <ContactPage location={(await params).location} />;
}
