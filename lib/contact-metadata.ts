import type { Metadata } from 'next';
import { site } from '@/content/site';
import { CONTACT_PATH } from '@/lib/contact-routes';
import { OG_SIZE, pageMetadata } from '@/lib/seo';

export const contactMetadata = pageMetadata({
  title: 'Contact – Video Production in Lewes, Sussex',
  description:
    'Video production services based in Lewes, East Sussex, serving Brighton, London and clients nationwide. Tell me about your project and get a free, no-obligation quote.',
  path: CONTACT_PATH,
});

export const CONTACT_IMAGE_ALT = `Contact ${site.name} about your video project`;

const contactImage = { url: `${CONTACT_PATH}/opengraph-image`, type: 'image/png', alt: CONTACT_IMAGE_ALT, ...OG_SIZE };

export const contactSentMetadata: Metadata = {
  ...contactMetadata,
  // Set here, as a page that declares openGraph inherits no share image from the folders above it.
  openGraph: { ...contactMetadata.openGraph, images: [contactImage] },
  twitter: { ...contactMetadata.twitter, images: [contactImage] },
  robots: { index: false, follow: true },
};
