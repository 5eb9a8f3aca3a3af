import { CONTENTFUL_IMAGE_ORIGIN } from './images';
import { BLOCKS, INLINES, type Document } from '@contentful/rich-text-types';
import { callToActionSchema, callToActionType, entryTypes, projectType, type CallToAction } from '@/content/model';
import { SLUG_PATTERN } from '@/content/fields';
import { postPath, projectPagePath } from '../routes';
import { contentTypeOf, readEntry } from './entries';
import { asEntity, resolverFor, type Entity, type Resolve } from './resolve';
import { ASSET_NODE_TYPES, firstParagraphText, sanitizeDocument, targetIds } from './rich-text-document';
import type { Post, PostAsset, PostContent, PostImage, RawEntryCollection } from './types';
import { isRecord } from '../is-record';
import { assetUrl } from '../safe-url';

// Defensive: a malformed entry is dropped or defaulted, never thrown, so one bad entry cannot fail a build.

export const EXCERPT_LENGTH = 150;
/** An excerpt the owner wrote is kept up to this length. */
export const EXCERPT_FIELD_LIMIT = 320;
export const DEFAULT_CATEGORY = 'General';

/** Only Contentful's Images API, which the CSP allows; an image elsewhere is dropped. */
const IMAGE_HOSTS = new Set([new URL(CONTENTFUL_IMAGE_ORIGIN).hostname]);
const FILE_HOSTS = new Set([...IMAGE_HOSTS, 'assets.ctfassets.net', 'downloads.ctfassets.net', 'videos.ctfassets.net']);

type Fields = Record<string, unknown>;

const SLUG = new RegExp(SLUG_PATTERN);
const OTHER_TYPES = new Set<string>(entryTypes.map((type) => type.id));

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** en-CA formats YYYY-MM-DD; dated in the UK, where the posts are written. */
const UK_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** '' unless a real date. A UTC time is dated in the UK (00:30 BST is not the day before); a local time as written. */
export function datePart(value: unknown): string {
  const raw = text(value);
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(raw);
  if (!match) return '';
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return '';
  const instant = /T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z$/.test(raw) ? new Date(raw) : null;
  return instant && !Number.isNaN(instant.getTime()) ? UK_DATE.format(instant) : match[0].slice(0, 10);
}

export function truncate(value: string, limit = EXCERPT_LENGTH): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length <= limit ? flat : `${flat.slice(0, limit).trimEnd()}…`;
}

export const imageUrl = (value: unknown) => assetUrl(value, IMAGE_HOSTS);
export const fileUrl = (value: unknown) => assetUrl(value, FILE_HOSTS);

const positiveInt = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined);

/** Title as alt text; undefined for a missing, broken or non-image asset. */
export function imageFromAsset(asset: Entity | null): PostImage | undefined {
  if (!asset || !isRecord(asset.fields.file)) return undefined;
  const { file } = asset.fields;
  if (typeof file.contentType === 'string' && !file.contentType.startsWith('image/')) return undefined;
  const url = imageUrl(file.url);
  if (!url) return undefined;
  const size = isRecord(file.details) && isRecord(file.details.image) ? file.details.image : {};
  const image: PostImage = { url, alt: text(asset.fields.title) };
  const width = positiveInt(size.width);
  const height = positiveInt(size.height);
  // Both or neither: a lone dimension cannot size an image.
  if (width && height) Object.assign(image, { width, height });
  return image;
}

/** An image (description as caption), else any other file with a usable address. */
export function assetFromEntity(asset: Entity | null): PostAsset | undefined {
  if (!asset || !isRecord(asset.fields.file)) return undefined;
  const image = imageFromAsset(asset);
  if (image) return { kind: 'image', ...image, caption: text(asset.fields.description) };
  const { file } = asset.fields;
  if (typeof file.contentType === 'string' && file.contentType.startsWith('image/') && imageUrl(file.url) === null) {
    // An image off Contentful's Images API is not shown, nor offered as a download.
    return undefined;
  }
  const url = fileUrl(file.url);
  if (!url) return undefined;
  const fileName = text(file.fileName) || url.split(/[?#]/)[0]!.split('/').pop() || 'file';
  const size = isRecord(file.details) && typeof file.details.size === 'number' ? file.details.size : undefined;
  return {
    kind: 'file',
    url,
    title: text(asset.fields.title),
    fileName,
    ...(size !== undefined && Number.isFinite(size) && size >= 0 ? { size } : {}),
  };
}

function featuredImage(fields: Fields, resolve: Resolve): PostImage | undefined {
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
}

/** A category given as text or as a linked entry with a name or title. */
function categoryName(value: unknown, resolve: Resolve): string {
  if (typeof value === 'string') return value.trim();
  const entry = resolve(value, 'Entry');
  return entry ? text(entry.fields.name) || text(entry.fields.title) : '';
}

export function categories(fields: Fields, resolve: Resolve): string[] {
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
}

function contentFrom(value: unknown, resolve: Resolve): PostContent | null {
  if (typeof value === 'string')
    return value.trim() ? { contentType: 'string', text: value.replace(/\r\n?/g, '\n').trim() } : null;
  if (Array.isArray(value)) {
    const items = value.map(text).filter(Boolean);
    return items.length ? { contentType: 'array', items } : null;
  }
  const document = sanitizeDocument(value);
  if (!document) return null;
  const found = targetIds(document, ASSET_NODE_TYPES).flatMap((id) => {
    const asset = assetFromEntity(resolve({ sys: { type: 'Link', linkType: 'Asset', id } }, 'Asset'));
    return asset ? [[id, asset] as const] : [];
  });
  // fromEntries defines every id as an own property, even one named `__proto__`.
  // Links to posts are added by mapPosts, once every post's slug is known.
  return {
    contentType: 'richText',
    document,
    assets: Object.fromEntries(found),
    entryLinks: Object.fromEntries(projectLinks(document, resolve)),
    embeds: Object.fromEntries(embeddedCallsToAction(document, resolve)),
  };
}

/** Films the document links to that the response included, as their addresses on the site. */
function projectLinks(document: Document, resolve: Resolve): [string, string][] {
  return targetIds(document, [INLINES.ENTRY_HYPERLINK]).flatMap((id) => {
    const entry = resolve({ sys: { type: 'Link', linkType: 'Entry', id } }, 'Entry');
    if (!entry || contentTypeOf(entry) !== projectType.id) return [];
    const slug = typeof entry.fields.slug === 'string' ? entry.fields.slug.trim() : '';
    return SLUG.test(slug) ? [[id, projectPagePath({ slug })]] : [];
  });
}

/** The calls to action the document embeds, each checked as its declaration says; a broken one is left out. */
function embeddedCallsToAction(document: Document, resolve: Resolve): [string, CallToAction][] {
  return targetIds(document, [BLOCKS.EMBEDDED_ENTRY]).flatMap((id) => {
    const entry = resolve({ sys: { type: 'Link', linkType: 'Entry', id } }, 'Entry');
    if (!entry || contentTypeOf(entry) !== callToActionType.id) return [];
    const parsed = callToActionSchema.safeParse(readEntry(callToActionType, entry, resolve));
    return parsed.success ? [[id, parsed.data]] : [];
  });
}

/** The body from `content`, else `body`: the first of the two that holds something usable. */
export function postContent(fields: Fields, resolve: Resolve): PostContent | null {
  return contentFrom(fields.content, resolve) ?? contentFrom(fields.body, resolve);
}

/** An excerpt field, else the start of the body, else a sentence naming the title or the author. */
export function excerpt(fields: Fields, title: string, content: PostContent | null, author: string): string {
  for (const name of ['excerpt', 'description', 'shortDescription', 'summary']) {
    const value = text(fields[name]);
    // Written to be shown whole; only a runaway one is cut, as it fills descriptions and the feed.
    if (value) return truncate(value, EXCERPT_FIELD_LIMIT);
  }
  switch (content?.contentType) {
    case 'string':
      return truncate(content.text);
    case 'array':
      return truncate(content.items.join(' '));
    case 'richText': {
      const paragraph = firstParagraphText(content.document);
      return paragraph ? truncate(paragraph) : `Read this article on ${title}`;
    }
    default:
      return `Videography insights and techniques by ${author}.`;
  }
}

/** Dot segments and the blog's own routes beside [slug] (app/blog/rss.xml, opengraph-image). */
const RESERVED_SLUGS = new Set(['.', '..', 'rss.xml', 'opengraph-image']);

/** Whether a slug can be a post's address: one URL segment of its own under /blog/. */
export function isPostSlug(slug: string): boolean {
  return slug.length > 0 && !/[\s/?#%\\\u0000-\u001f\u007f]/.test(slug) && !RESERVED_SLUGS.has(slug);
}

function slugFor(value: unknown, id: string): string {
  const slug = text(value);
  return isPostSlug(slug) ? slug : id;
}

export interface MapOptions {
  author: string;
}

function mapEntry(value: unknown, resolve: Resolve, { author }: MapOptions): Post | null {
  const entry = asEntity(value);
  if (!entry || entry.sys.type !== 'Entry') return null;
  // The space also holds the site's other content (films, testimonials…): none of it is a post.
  if (OTHER_TYPES.has(contentTypeOf(entry) ?? '')) return null;
  const { fields, sys } = entry;
  const title = text(fields.title);
  if (!title) return null;
  const updatedAt = typeof sys.updatedAt === 'string' && datePart(sys.updatedAt) ? sys.updatedAt : '';
  const date = datePart(fields.date) || datePart(fields.publishedDate) || datePart(updatedAt) || datePart(sys.createdAt);
  if (!date) return null;
  const content = postContent(fields, resolve);
  const post: Post = {
    id: sys.id,
    slug: slugFor(fields.slug, sys.id),
    title,
    excerpt: excerpt(fields, title, content, author),
    date,
    updatedAt: updatedAt || `${date}T00:00:00.000Z`,
    categories: categories(fields, resolve),
    content,
  };
  const image = featuredImage(fields, resolve);
  if (image) post.featuredImage = image;
  return post;
}

export function byNewest(a: Post, b: Post): number {
  return b.date.localeCompare(a.date) || b.updatedAt.localeCompare(a.updatedAt) || a.title.localeCompare(b.title);
}

/** Gives each rich-text body the addresses of the posts its entry hyperlinks point at (by entry id). */
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

/** Every post in the collection, newest first, one per slug (the most recently updated wins). */
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
