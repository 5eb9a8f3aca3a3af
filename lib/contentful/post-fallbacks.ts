import {
  categoryName,
  contentFrom,
  datePart,
  DEFAULT_CATEGORY,
  EXCERPT_FIELD_LIMIT,
  firstParagraph,
  imageFromAsset,
  imageUrl,
  isPostSlug,
  text,
  truncate,
} from './post-values';
import type { Resolve } from './resolve';
import type { PostFallbackValues } from './types';

// The reading fallbacks: a space set up by hand may name a post's fields differently or leave some out.

interface PostEntry {
  fields: Record<string, unknown>;
  sys: { id: string; createdAt?: unknown };
  updatedAt: string;
  resolve: Resolve;
  author: string;
}

type Fallbacks = {
  [K in keyof PostFallbackValues]-?: (
    entry: PostEntry,
    read: Partial<PostFallbackValues> & { title: string },
  ) => PostFallbackValues[K];
};

/** In reading order: the excerpt uses the body read before it. */
export const postFallbacks: Fallbacks = {
  slug: ({ fields, sys }) => {
    const slug = text(fields.slug);
    return isPostSlug(slug) ? slug : sys.id;
  },
  date: ({ fields, sys, updatedAt }) =>
    datePart(fields.date) || datePart(fields.publishedDate) || datePart(updatedAt) || datePart(sys.createdAt),
  content: ({ fields, resolve }) => contentFrom(fields.content, resolve) ?? contentFrom(fields.body, resolve),
  excerpt: ({ fields, author }, { title, content }) => {
    for (const name of ['excerpt', 'description', 'shortDescription', 'summary']) {
      const value = text(fields[name]);
      if (value) return truncate(value, EXCERPT_FIELD_LIMIT);
    }
    if (!content) return `Videography insights and techniques by ${author}.`;
    const start = firstParagraph(content);
    return start ? truncate(start) : `Read this article on ${title}`;
  },
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
