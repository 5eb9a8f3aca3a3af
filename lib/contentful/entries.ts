import type { ContentType, EntryContext, Field } from '@/content/fields';
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

export interface ReadResult<T> {
  items: T[];
  problems: string[];
}

export function readEntries<T>(
  type: ContentType,
  schema: {
    safeParse(
      value: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
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
    const parsed = schema.safeParse(readEntry(type, entity, resolve));
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(entry)'}: ${issue.message}`);
      result.problems.push(`${type.name} ${entity.sys.id}: ${fields.join('; ')}`);
      continue;
    }
    const taken = unique.find((key) => seen.get(key)!.has(parsed.data[key]));
    if (taken) {
      result.problems.push(`${type.name} ${entity.sys.id}: ${taken} "${String(parsed.data[taken])}" is another entry's`);
      continue;
    }
    for (const key of unique) seen.get(key)!.add(parsed.data[key]);
    result.items.push(parsed.data);
  }
  return result;
}
