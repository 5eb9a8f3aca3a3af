import { INLINES } from '@contentful/rich-text-types';
import { blogPostContentType, entryTypes } from '@/content/contentful-types';
import type { ContentType, Field } from '@/content/fields';
import { postPath } from '../routes';
import { contentTypeOf, readEntry } from './entries';
import { postFallbacks } from './post-fallbacks';
import { datePart, text } from './post-values';
import { asEntity, resolverFor, type Resolve } from './resolve';
import { targetIds } from './rich-text-document';
import type { Post, PostFallbackValues, RawEntryCollection } from './types';

const POST_TYPE = blogPostContentType();
const OTHER_TYPES = new Set<string>(entryTypes.map((type) => type.id));
const FALLBACK_KEYS = Object.keys(postFallbacks) as (keyof PostFallbackValues)[];
const READ_FIRST = new Set<string>(['title', ...FALLBACK_KEYS]);

interface MapOptions {
  author: string;
  postType?: ContentType;
}

function mapEntry(value: unknown, resolve: Resolve, { author, postType = POST_TYPE }: MapOptions): Post | null {
  const entry = asEntity(value);
  if (!entry || entry.sys.type !== 'Entry') return null;
  if (OTHER_TYPES.has(contentTypeOf(entry) ?? '')) return null;
  const { fields, sys } = entry;
  const updatedAt = typeof sys.updatedAt === 'string' && datePart(sys.updatedAt) ? sys.updatedAt : '';
  const post: Record<string, unknown> = { id: sys.id, title: text(fields.title) };
  if (!post.title) return null;

  const source = { fields, sys, updatedAt, resolve, author };
  for (const key of FALLBACK_KEYS) {
    const found = postFallbacks[key](source, post as Partial<PostFallbackValues> & { title: string });
    if (found !== undefined) post[key] = found;
  }
  if (!post.date) return null;
  post.updatedAt = updatedAt || `${String(post.date)}T00:00:00.000Z`;

  const declared = readEntry(postType, entry, resolve);
  for (const [key, field] of Object.entries(postType.fields) as [string, Field][]) {
    if (READ_FIRST.has(key)) continue;
    const checked = field.schema.safeParse(declared[key]);
    if (checked.success && checked.data !== undefined) post[key] = checked.data;
    else if (field.required) return null;
  }
  return post as unknown as Post;
}

export function byNewest(a: Post, b: Post): number {
  return b.date.localeCompare(a.date) || b.updatedAt.localeCompare(a.updatedAt) || a.title.localeCompare(b.title);
}

function linkPosts(posts: Post[]) {
  const slugById = new Map(posts.map((post) => [post.id, post.slug]));
  for (const post of posts) {
    if (post.content?.contentType !== 'richText') continue;
    const ids = targetIds(post.content.document, [INLINES.ENTRY_HYPERLINK]).filter((id) => slugById.has(id));
    post.content.entryLinks = {
      ...post.content.entryLinks,
      ...Object.fromEntries(ids.map((id) => [id, postPath(slugById.get(id)!)])),
    };
  }
}

export function mapPosts(collection: RawEntryCollection, options: MapOptions): Post[] {
  const items = Array.isArray(collection.items) ? collection.items : [];
  const resolve = resolverFor({ ...collection, items });
  const posts = items.map((item) => mapEntry(item, resolve, options)).filter((post): post is Post => post !== null);
  linkPosts(posts);
  const bySlug = new Map<string, Post>();
  for (const post of posts) {
    const existing = bySlug.get(post.slug);
    if (!existing || post.updatedAt > existing.updatedAt) bySlug.set(post.slug, post);
  }
  return [...bySlug.values()].sort(byNewest);
}
