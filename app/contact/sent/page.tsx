import type { Metadata } from 'next';
import { ContactPage } from '@/components/contact/contact-page';
import { contactMetadata } from '@/lib/contact/contact-metadata';

/** Served for /contact?success=true by the rewrite in next.config.ts. */
export const metadata: Metadata = {
  ...contactMetadata,
  // Same canonical as /contact; this copy is never a search result of its own.
  robots: { index: false, follow: true },
};

export default function ContactSent() {
  return <ContactPage sent />;
}
