import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ContactPage } from '@/components/contact/contact-page';
import { contactSentMetadata } from '@/lib/contact-metadata';
import { THANKS_PARAM } from '@/lib/contact-routes';
import { thanksName } from '@/lib/contact/thanks-secret';

/** Served by the proxy for /contact?success=true&thanks=… without a brief (a project type no service has). */
export const metadata: Metadata = contactSentMetadata;

export default async function ContactSentWithThanks({ searchParams }: PageProps<'/contact/sent/thanks'>) {
  // Per request: the name is read from the address and never kept in a page.
  await connection();
  return <ContactPage sent firstName={await thanksName((await searchParams)[THANKS_PARAM])} />;
}
