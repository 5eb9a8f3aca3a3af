import type { Metadata } from 'next';
import { ContactPage } from '@/components/contact/contact-page';
import { contactMetadata } from '@/lib/contact/contact-metadata';

/** PORTFOLIO_REVALIDATE_SECONDS (films and testimonials from Contentful): route segment config must be a literal. */
export const revalidate = 300;

export const metadata: Metadata = contactMetadata;

export default function Contact() {
  return <ContactPage />;
}
