import { createHash, timingSafeEqual } from 'node:crypto';
import { isRecord } from '../is-record';
import { isPostSlug } from './post-values';

export function isValidSecret(given: string | null | undefined, expected: string | undefined): boolean {
  if (!expected || typeof given !== 'string') return false;
  // Hashing first gives equal lengths, so the comparison time says nothing about the secret.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Cache tags are capped at 256 characters. */
const isKey = (key: string) => key.length <= 200 && isPostSlug(key);

export function entryKeysFromWebhook(body: unknown): string[] {
  if (!isRecord(body) || !isRecord(body.sys)) return [];
  const { sys } = body;
  if (!['Entry', 'DeletedEntry'].includes(String(sys.type)) || typeof sys.id !== 'string') return [];
  const keys = [sys.id];
  const slug = isRecord(body.fields) ? body.fields.slug : undefined;
  if (typeof slug === 'string') keys.push(slug);
  else if (isRecord(slug)) keys.push(...Object.values(slug).filter((value): value is string => typeof value === 'string'));
  return [...new Set(keys.map((key) => key.trim()))].filter(isKey);
}

export const isSafeSlug = (slug: string | null): slug is string => typeof slug === 'string' && isKey(slug);

/** The entry id of a publish webhook of `contentType`; undefined for any other topic (X-Contentful-Topic) or body. */
export function publishedEntryOf(body: unknown, contentType: string, topic: string | null): string | undefined {
  if (topic !== null && !topic.endsWith('.publish')) return undefined;
  if (!isRecord(body) || !isRecord(body.sys) || body.sys.type !== 'Entry' || typeof body.sys.id !== 'string') return undefined;
  const type = isRecord(body.sys.contentType) && isRecord(body.sys.contentType.sys) ? body.sys.contentType.sys.id : undefined;
  return type === contentType ? body.sys.id : undefined;
}
