import type { Metadata } from 'next';
import { CONTACT_PATH } from '@/lib/contact/routes';
import { pageMetadata } from '@/lib/seo';

export const contactMetadata = pageMetadata({
  title: 'Contact – Video Production in Lewes, Sussex',
  description:
    'Video production services based in Lewes, East Sussex, serving Brighton, London and clients nationwide. Tell me about your project and get a free, no-obligation quote.',
  path: CONTACT_PATH,
});

export const contactSentMetadata: Metadata = {
  ...contactMetadata,
  robots: { index: false, follow: true },
};
