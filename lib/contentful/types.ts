import type { Document } from '@contentful/rich-text-types';
import type { CallToAction } from '@/content/model';

export interface PostImage {
  /** https://… (Contentful's image CDN) or a site-relative /images/… path. */
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

export type PostAsset =
  | ({ kind: 'image' } & PostImage & {
        /** The asset's description, shown as the caption; empty when it has none. */
        caption: string;
      })
  | {
      kind: 'file';
      url: string;
      title: string;
      fileName: string;
      /** In bytes, when Contentful reports it. */
      size?: number;
    };

export type PostContent =
  | {
      contentType: 'richText';
      document: Document;
      /** Assets the document embeds or links to that the response included, by asset id. */
      assets: Record<string, PostAsset>;
      /** Addresses on the site of the entries (posts, films) the document links to, by entry id. */
      entryLinks: Record<string, string>;
      /** Calls to action the document embeds, by entry id. */
      embeds: Record<string, CallToAction>;
    }
  | { contentType: 'string'; text: string }
  | { contentType: 'array'; items: string[] };

export interface Post {
  /** The Contentful entry id. */
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  /** The entry's sys.updatedAt (ISO 8601), for the sitemap's lastmod and dateModified. */
  updatedAt: string;
  /** At least one; 'General' when the entry names none. */
  categories: string[];
  featuredImage?: PostImage;
  /** Null when the entry has no usable body: the page shows an "awaiting content" note. */
  content: PostContent | null;
}

/** A Content Delivery API collection response, as it comes over the wire (links not resolved). */
export interface RawEntryCollection {
  items: unknown[];
  includes?: { Entry?: unknown[]; Asset?: unknown[] };
  total?: number;
  skip?: number;
  limit?: number;
}
