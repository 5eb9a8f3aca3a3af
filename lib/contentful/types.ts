import type { Document } from '@contentful/rich-text-types';
import type { CallToAction, DeclaredPost } from '@/content/model';

export interface PostImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

export type PostAsset =
  | ({ kind: 'image' } & PostImage & {
        caption: string;
      })
  | {
      kind: 'file';
      url: string;
      title: string;
      fileName: string;
      size?: number;
    };

export type PostContent =
  | {
      contentType: 'richText';
      document: Document;
      assets: Record<string, PostAsset>;
      entryLinks: Record<string, string>;
      embeds: Record<string, CallToAction>;
    }
  | { contentType: 'string'; text: string }
  | { contentType: 'array'; items: string[] };

export interface PostFallbackValues {
  slug: string;
  date: string;
  content: PostContent | null;
  excerpt: string;
  featuredImage?: PostImage;
  categories: string[];
}

export type Post = PostFallbackValues &
  Omit<DeclaredPost, keyof PostFallbackValues> & {
    id: string;
    title: string;
    updatedAt: string;
  };

export interface RawEntryCollection {
  items: unknown[];
  includes?: { Entry?: unknown[]; Asset?: unknown[] };
  total?: number;
  skip?: number;
  limit?: number;
}
