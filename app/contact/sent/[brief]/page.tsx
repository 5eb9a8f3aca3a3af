import type { Metadata } from 'next';
import { ContactPage } from '@/components/contact/contact-page';
import { sitePriceTable } from '@/lib/contact/brief-content';
import { parseBriefKey } from '@/lib/contact/brief-key';
import { contactSentMetadata } from '@/lib/contact/contact-metadata';
import { estimatePrice } from '@/lib/pricing';

/** Served for /contact?success=true&brief=… by the rewrite in next.config.ts. */
export const metadata: Metadata = contactSentMetadata;

// None at build: each brief's confirmation is rendered on its first visit, then served as a static page.
export function generateStaticParams(): { brief: string }[] {
  return [];
}

export default async function ContactSentWithPrice({ params }: PageProps<'/contact/sent/[brief]'>) {
  const table = sitePriceTable();
  const brief = parseBriefKey((await params).brief, table);
  // A key no rule reads (edited by hand, or older than the rules) still confirms the enquiry, without a price.
  return <ContactPage sent estimate={brief && estimatePrice(brief, table)} />;
}
