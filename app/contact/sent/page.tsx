import type { Metadata } from 'next';
import { ContactPage } from '@/components/contact/contact-page';
import { contactSentMetadata } from '@/lib/contact-metadata';

/** Served for /contact?success=true by the proxy. */
export const metadata: Metadata = contactSentMetadata;

export default function ContactSent() {
  return <ContactPage sent />;
}
