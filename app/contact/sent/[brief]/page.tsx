import type { Metadata } from 'next';
import { ContactPage } from '@/components/contact/contact-page';
import { briefChoices } from '@/lib/contact/brief-content';
import { parseBriefKey } from '@/lib/contact/brief-key';
import { contactSentMetadata } from '@/lib/contact/contact-metadata';
import { currentPriceTable } from '@/lib/contact/price-table';
import { estimatePrice } from '@/lib/pricing';

/** Served for /contact?success=true&brief=… by the rewrite in next.config.ts. */
export const metadata: Metadata = contactSentMetadata;

/** PRICING_REVALIDATE_SECONDS: the owner's prices may change in Contentful (the webhook refreshes them at once). */
export const revalidate = 300;

// None at build: each brief's confirmation is rendered on its first visit, then served as a static page.
export function generateStaticParams(): { brief: string }[] {
  return [];
}

export default async function ContactSentWithPrice({ params }: PageProps<'/contact/sent/[brief]'>) {
  const brief = parseBriefKey((await params).brief, briefChoices());
  // A key without a price under today's rules (a type no longer priced, prices turned off) still confirms the enquiry.
  return <ContactPage sent estimate={brief && estimatePrice(brief, await currentPriceTable())} />;
}
