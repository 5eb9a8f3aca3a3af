import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ContactPage } from '@/components/contact/contact-page';
import { services } from '@/content/services';
import { contactSentMetadata } from '@/lib/contact-metadata';
import { THANKS_PARAM } from '@/lib/contact-routes';
import { briefChoices } from '@/lib/contact/brief-content';
import { parseBriefKey } from '@/lib/contact/brief-key';
import { filmForBrief } from '@/lib/contact/confirmation';
import { currentPriceTable } from '@/lib/contact/price-table';
import { thanksName } from '@/lib/contact/thanks-secret';
import { getPublishedPortfolio } from '@/lib/contentful/portfolio';
import { estimatePrice } from '@/lib/pricing';

/** Served for /contact?success=true&brief=… by the proxy, which lets through only keys of the form's own choices. */
export const metadata: Metadata = contactSentMetadata;

export default async function ContactSentWithPrice({ params, searchParams }: PageProps<'/contact/sent/[brief]'>) {
  // Rendered per request, never stored: the form's choices make thousands of keys, and a page kept for each would
  // fill the disk (or Redis) as they are visited. The owner's prices and films come from their shared caches.
  await connection();
  const brief = parseBriefKey((await params).brief, briefChoices());
  const [table, portfolio, firstName] = await Promise.all([
    currentPriceTable(),
    getPublishedPortfolio(),
    thanksName((await searchParams)[THANKS_PARAM]),
  ]);
  // A key without a price under today's rules (a type no longer priced, prices turned off) still confirms the enquiry.
  return (
    <ContactPage
      sent
      estimate={brief && estimatePrice(brief, table)}
      film={filmForBrief(brief, portfolio.projects, services)}
      firstName={firstName}
    />
  );
}
