import type { Document } from '@contentful/rich-text-types';
import type { CallToAction, DeclaredPost } from '@/content/model';
import type { PostFallbackValues } from './post-fallbacks';

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

/** A post as the site shows it: SPEC's fallbacks (post-fallbacks.ts) fill the fields every post has; the other declared fields are the owner's as written. */
export type Post = PostFallbackValues &
  Omit<DeclaredPost, keyof PostFallbackValues> & {
    /** The Contentful entry id. */
    id: string;
    title: string;
    /** The entry's sys.updatedAt (ISO 8601), for the sitemap's lastmod and dateModified. */
    updatedAt: string;
  };

/** A Content Delivery API collection response, as it comes over the wire (links not resolved). */
export interface RawEntryCollection {
  items: unknown[];
  includes?: { Entry?: unknown[]; Asset?: unknown[] };
  total?: number;
  skip?: number;
  limit?: number;
}
