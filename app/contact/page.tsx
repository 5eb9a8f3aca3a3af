import type { Metadata } from 'next';
import { ContactPage } from '@/components/contact/contact-page';
import { contactMetadata } from '@/lib/contact-metadata';

/** Matches PORTFOLIO_REVALIDATE_SECONDS and PRICING_REVALIDATE_SECONDS: testimonials and prices from Contentful; route segment config must be a literal. */
export const revalidate = 300;

export const metadata: Metadata = contactMetadata;

export default function Contact() {
  return <ContactPage />;
}
