import type { Resolve } from './resolve';
import {
  DEFAULT_CATEGORY,
  EXCERPT_FIELD_LIMIT,
  categoryName,
  contentFrom,
  datePart,
  firstParagraph,
  imageFromAsset,
  imageUrl,
  isPostSlug,
  text,
  truncate,
} from './post-values';
import type { PostContent, PostImage } from './types';

// SPEC.md's fallbacks for blog posts, all here: a space set up before content/model.ts, or by hand,
// may name a post's fields differently or leave some out, and every post still gets an address, a
// date, an excerpt and a category. Every other field of the declared type is read as declared.

interface PostEntry {
  fields: Record<string, unknown>;
  sys: { id: string; createdAt?: unknown };
  /** The entry's sys.updatedAt when it is a real date, else ''. */
  updatedAt: string;
  resolve: Resolve;
  /** Named in the excerpt of a post with neither excerpt nor body. */
  author: string;
}

/** The values SPEC's fallbacks give a post, beside its declared fields. */
export interface PostFallbackValues {
  slug: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  /** Null when the entry has no usable body: the page shows an "awaiting content" note. */
  content: PostContent | null;
  excerpt: string;
  featuredImage?: PostImage;
  /** At least one; 'General' when the entry names none. */
  categories: string[];
}

type Fallbacks = {
  [K in keyof PostFallbackValues]-?: (
    entry: PostEntry,
    read: Partial<PostFallbackValues> & { title: string },
  ) => PostFallbackValues[K];
};

/** In the order they are read: the excerpt uses the body read before it. */
export const postFallbacks: Fallbacks = {
  /** slug → the entry id, when the slug cannot be an address of its own under /blog/. */
  slug: ({ fields, sys }) => {
    const slug = text(fields.slug);
    return isPostSlug(slug) ? slug : sys.id;
  },
  /** date → publishedDate → sys.updatedAt → sys.createdAt; '' leaves the post out. */
  date: ({ fields, sys, updatedAt }) =>
    datePart(fields.date) || datePart(fields.publishedDate) || datePart(updatedAt) || datePart(sys.createdAt),
  /** content → body: the first of the two that holds something usable (rich text, Markdown or a list). */
  content: ({ fields, resolve }) => contentFrom(fields.content, resolve) ?? contentFrom(fields.body, resolve),
  /** excerpt → description → shortDescription → summary → the body's start → a sentence naming the title or author. */
  excerpt: ({ fields, author }, { title, content }) => {
    for (const name of ['excerpt', 'description', 'shortDescription', 'summary']) {
      const value = text(fields[name]);
      // Written to be shown whole; only a runaway one is cut, as it fills descriptions and the feed.
      if (value) return truncate(value, EXCERPT_FIELD_LIMIT);
    }
    if (!content) return `Videography insights and techniques by ${author}.`;
    const start = firstParagraph(content);
    return start ? truncate(start) : `Read this article on ${title}`;
  },
  /** featuredImage → image, each an asset or a URL on Contentful's Images API. */
  featuredImage: ({ fields, resolve }) => {
    for (const value of [fields.featuredImage, fields.image]) {
      if (typeof value === 'string') {
        const url = imageUrl(value);
        if (url) return { url, alt: '' };
        continue;
      }
      const image = imageFromAsset(resolve(value, 'Asset'));
      if (image) return image;
    }
    return undefined;
  },
  /** categories → category → tags, each text or a linked entry's name or title; else General. Case-blind unique. */
  categories: ({ fields, resolve }) => {
    const candidates: unknown[][] = [
      Array.isArray(fields.categories) ? fields.categories : [],
      fields.category === undefined ? [] : [fields.category],
      Array.isArray(fields.tags) ? fields.tags : [],
    ];
    for (const list of candidates) {
      const names = list.map((value) => categoryName(value, resolve)).filter(Boolean);
      const unique = names.filter(
        (name, index) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === index,
      );
      if (unique.length) return unique;
    }
    return [DEFAULT_CATEGORY];
  },
};
