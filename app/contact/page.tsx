import type { Metadata } from 'next';
import { ContactPage } from '@/components/contact/contact-page';
import { contactMetadata } from '@/lib/contact/contact-metadata';

export const metadata: Metadata = contactMetadata;

export default function Contact() {
  return <ContactPage />;
}
