import type { Metadata } from 'next';
import { site } from '@/content/site';
import { env } from '@/lib/env';

export function absoluteUrl(path = '/'): string {
  return new URL(path, `${env.SITE_URL}/`).toString();
}

interface PageMetadataInput {
  title: string;
  description: string;
  path: string;
  absoluteTitle?: boolean;
  openGraph?: Metadata['openGraph'];
}

export const OG_SIZE = { width: 1200, height: 630 } as const;

export const feedAlternate = { 'application/rss+xml': [{ url: '/blog/rss.xml', title: `${site.name} blog` }] };

export function pageMetadata({ title, description, path, absoluteTitle, openGraph }: PageMetadataInput): Metadata {
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path, types: feedAlternate },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: 'en_GB',
      url: path,
      title,
      description,
      ...openGraph,
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}
