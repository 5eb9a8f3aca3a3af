// Loaded by next.config.ts (the check of the sample posts), so it imports content by relative path.
import { fieldLabel, type ContentType, type EntryContext, type Field } from '../../content/fields';
import { isRecord } from '../is-record';
import { asEntity, resolverFor, type Entity, type Resolve } from './resolve';
import type { RawEntryCollection } from './types';

export const contentTypeOf = (entity: Entity): string | undefined => {
  const link = isRecord(entity.sys.contentType) ? entity.sys.contentType.sys : undefined;
  return isRecord(link) && typeof link.id === 'string' ? link.id : undefined;
};

function contextFor(entity: Entity, resolve: Resolve): EntryContext {
  return {
    sys: entity.sys,
    entry(link, contentType) {
      const linked = resolve(link, 'Entry');
      return linked && contentTypeOf(linked) === contentType ? linked.fields : null;
    },
    asset: (link) => resolve(link, 'Asset')?.fields ?? null,
  };
}

export function readEntry(type: ContentType, entity: Entity, resolve: Resolve): Record<string, unknown> {
  const context = contextFor(entity, resolve);
  const value: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(type.fields) as [string, Field][]) {
    const read = field.read(entity.fields, context);
    if (read !== undefined) value[key] = read;
  }
  return value;
}

const ownerMessage = (issue: { code?: string; message: string }) =>
  issue.code === 'invalid_type' && /received undefined$/.test(issue.message) ? 'required, and empty or unusable' : issue.message;

function entryName(type: ContentType, entity: Entity, value: Record<string, unknown>): string {
  const title = value[type.displayField];
  return typeof title === 'string' ? `${type.name} "${title}" (${entity.sys.id})` : `${type.name} ${entity.sys.id}`;
}

export interface ReadResult<T> {
  items: T[];
  problems: string[];
}

export function readEntries<T>(
  type: ContentType,
  schema: {
    safeParse(
      value: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string; code?: string }[] } };
  },
  collection: RawEntryCollection,
  unique: (keyof T & string)[] = [],
): ReadResult<T> {
  const items = Array.isArray(collection.items) ? collection.items : [];
  const resolve = resolverFor({ ...collection, items });
  const result: ReadResult<T> = { items: [], problems: [] };
  const seen = new Map(unique.map((key) => [key, new Set<unknown>()]));
  for (const item of items) {
    const entity = asEntity(item);
    if (!entity || entity.sys.type !== 'Entry' || contentTypeOf(entity) !== type.id) continue;
    const value = readEntry(type, entity, resolve);
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => `${fieldLabel(type, issue.path)}: ${ownerMessage(issue)}`);
      result.problems.push(`${entryName(type, entity, value)}: ${fields.join('; ')}`);
      continue;
    }
    const taken = unique.find((key) => seen.get(key)!.has(parsed.data[key]));
    if (taken) {
      result.problems.push(
        `${entryName(type, entity, value)}: ${fieldLabel(type, [taken])} "${String(parsed.data[taken])}" is another entry's`,
      );
      continue;
    }
    for (const key of unique) seen.get(key)!.add(parsed.data[key]);
    result.items.push(parsed.data);
  }
  return result;
}
