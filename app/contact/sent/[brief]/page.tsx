import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ContactPage } from '@/components/contact/contact-page';
import { contactSentMetadata } from '@/lib/contact-metadata';
import { briefChoices } from '@/lib/contact/brief-content';
import { parseBriefKey } from '@/lib/contact/brief-key';
import { currentPriceTable } from '@/lib/contact/price-table';
import { estimatePrice } from '@/lib/pricing';

/** Served for /contact?success=true&brief=… by the proxy, which lets through only keys of the form's own choices. */
export const metadata: Metadata = contactSentMetadata;

export default async function ContactSentWithPrice({ params }: PageProps<'/contact/sent/[brief]'>) {
  // Rendered per request, never stored: the form's choices make thousands of keys, and a page kept for each would
  // fill the disk (or Redis) as they are visited. The owner's prices come from the shared cache of the rules.
  await connection();
  const brief = parseBriefKey((await params).brief, briefChoices());
  // A key without a price under today's rules (a type no longer priced, prices turned off) still confirms the enquiry.
  return <ContactPage sent estimate={brief && estimatePrice(brief, await currentPriceTable())} />;
}
