import { BLOCKS, INLINES, type Document } from '@contentful/rich-text-types';
import { callToActionContentType, callToActionSchema, projectContentType } from '@/content/contentful-types';
import { SLUG_PATTERN } from '@/content/fields';
import type { CallToAction } from '@/content/model';
import { isRecord } from '../is-record';
import { projectPagePath } from '../routes';
import { assetUrl } from '../safe-url';
import { contentTypeOf, readEntry } from './entries';
import { CONTENTFUL_IMAGE_ORIGIN } from './images';
import type { Entity, Resolve } from './resolve';
import { ASSET_NODE_TYPES, firstParagraphText, sanitizeDocument, targetIds } from './rich-text-document';
import type { PostAsset, PostContent, PostImage } from './types';

const EXCERPT_LENGTH = 150;
export const EXCERPT_FIELD_LIMIT = 320;
export const DEFAULT_CATEGORY = 'General';

/** Only Contentful's Images API, which the CSP allows; an image elsewhere is dropped. */
const IMAGE_HOSTS = new Set([new URL(CONTENTFUL_IMAGE_ORIGIN).hostname]);
const FILE_HOSTS = new Set([...IMAGE_HOSTS, 'assets.ctfassets.net', 'downloads.ctfassets.net', 'videos.ctfassets.net']);

const SLUG = new RegExp(SLUG_PATTERN);

export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** en-CA formats YYYY-MM-DD. */
const UK_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

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
const fileUrl = (value: unknown) => assetUrl(value, FILE_HOSTS);

const positiveInt = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined);

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
  if (width && height) Object.assign(image, { width, height });
  return image;
}

function assetFromEntity(asset: Entity | null): PostAsset | undefined {
  if (!asset || !isRecord(asset.fields.file)) return undefined;
  const image = imageFromAsset(asset);
  if (image) return { kind: 'image', ...image, caption: text(asset.fields.description) };
  const { file } = asset.fields;
  if (typeof file.contentType === 'string' && file.contentType.startsWith('image/') && imageUrl(file.url) === null) {
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

export function categoryName(value: unknown, resolve: Resolve): string {
  if (typeof value === 'string') return value.trim();
  const entry = resolve(value, 'Entry');
  return entry ? text(entry.fields.name) || text(entry.fields.title) : '';
}

export function contentFrom(value: unknown, resolve: Resolve): PostContent | null {
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
  return {
    contentType: 'richText',
    document,
    assets: Object.fromEntries(found),
    entryLinks: Object.fromEntries(projectLinks(document, resolve)),
    embeds: Object.fromEntries(embeddedCallsToAction(document, resolve)),
  };
}

function projectLinks(document: Document, resolve: Resolve): [string, string][] {
  return targetIds(document, [INLINES.ENTRY_HYPERLINK]).flatMap((id) => {
    const entry = resolve({ sys: { type: 'Link', linkType: 'Entry', id } }, 'Entry');
    if (!entry || contentTypeOf(entry) !== projectContentType.id) return [];
    const slug = typeof entry.fields.slug === 'string' ? entry.fields.slug.trim() : '';
    return SLUG.test(slug) ? [[id, projectPagePath({ slug })]] : [];
  });
}

function embeddedCallsToAction(document: Document, resolve: Resolve): [string, CallToAction][] {
  return targetIds(document, [BLOCKS.EMBEDDED_ENTRY]).flatMap((id) => {
    const entry = resolve({ sys: { type: 'Link', linkType: 'Entry', id } }, 'Entry');
    if (!entry || contentTypeOf(entry) !== callToActionContentType.id) return [];
    const parsed = callToActionSchema.safeParse(readEntry(callToActionContentType, entry, resolve));
    return parsed.success ? [[id, parsed.data]] : [];
  });
}

const RESERVED_SLUGS = new Set(['.', '..', 'rss.xml', 'opengraph-image']);

export function isPostSlug(slug: string): boolean {
  return slug.length > 0 && !/[\s/?#%\\\u0000-\u001f\u007f]/.test(slug) && !RESERVED_SLUGS.has(slug);
}

export function firstParagraph(content: PostContent): string {
  switch (content.contentType) {
    case 'string':
      return content.text;
    case 'array':
      return content.items.join(' ');
    case 'richText':
      return firstParagraphText(content.document);
  }
}
