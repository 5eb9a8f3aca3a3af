import type { Metadata } from 'next';
import { CONTACT_PATH } from '@/lib/contact/routes';
import { pageMetadata } from '@/lib/seo';

/** Shared with the confirmation's copies. */
export const contactMetadata = pageMetadata({
  title: 'Contact – Video Production in Lewes, Sussex',
  description:
    'Video production services based in Lewes, East Sussex, serving Brighton, London and clients nationwide. Tell me about your project and get a free, no-obligation quote.',
  path: CONTACT_PATH,
});

/** The confirmation's copies, /contact/sent and one per brief. */
export const contactSentMetadata: Metadata = {
  ...contactMetadata,
  // Same canonical as /contact; this copy is never a search result of its own.
  robots: { index: false, follow: true },
};
