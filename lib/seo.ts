import type { Metadata } from 'next';
import { site } from '@/content/site';
import { env } from '@/lib/env';

/** Absolute URL on the public origin (canonical links, JSON-LD, share links). */
export function absoluteUrl(path = '/'): string {
  return new URL(path, `${env.SITE_URL}/`).toString();
}

interface PageMetadataInput {
  title: string;
  description: string;
  /** Site-relative path of the page; becomes the canonical URL. */
  path: string;
  /** Use the title as given, without the " | brand" suffix (the home page). */
  absoluteTitle?: boolean;
  openGraph?: Metadata['openGraph'];
}

/** The blog's RSS feed, linked from the head of every page (see lib/blog/feed.ts). */
export const feedAlternate = { 'application/rss+xml': [{ url: '/blog/rss.xml', title: `${site.name} blog` }] };

/** One place that builds a page's title, description, canonical URL and share card. */
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
