import { createHash, timingSafeEqual } from 'node:crypto';
import { isPostSlug } from './map-posts';
import { isRecord } from '../is-record';

/** Pure helpers of the revalidation webhook and the draft route (unit-tested). */

/** Constant-time comparison of a given secret with the configured one; false when none is configured. */
export function isValidSecret(given: string | null | undefined, expected: string | undefined): boolean {
  if (!expected || typeof given !== 'string') return false;
  // Hashing first gives equal lengths, so the comparison time says nothing about the secret.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** What a key may look like: a post's address of reasonable length (cache tags are capped at 256). */
const isKey = (key: string) => key.length <= 200 && isPostSlug(key);

/**
 * The entry a Contentful webhook body names, as keys of its post page: the entry id and,
 * when the payload carries it, the slug (fields are keyed by locale in webhook payloads:
 * { slug: { 'en-US': 'my-post' } }). Empty for anything that is not an entry.
 */
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

/** A slug the draft route may redirect to (a path segment, never a URL elsewhere). */
export const isSafeSlug = (slug: string | null): slug is string => typeof slug === 'string' && isKey(slug);
