// Loaded by next.config.ts (the check of the sample posts), so it imports content by relative path.
import { contentfulFieldsAt, fieldAt, fieldLabel, type ContentType, type EntryContext, type Field } from '../../content/fields';
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

type Issue = { path: PropertyKey[]; message: string; code?: string };

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && !value.trim()) ||
  (Array.isArray(value) && value.length === 0);

function fieldProblem(type: ContentType, entity: Entity, issue: Issue): string {
  const label = `“${fieldLabel(type, issue.path)}”`;
  if (issue.code !== 'invalid_type' || !/received undefined$/.test(issue.message)) return `${label}: ${issue.message}`;
  if (contentfulFieldsAt(type, issue.path).every((field) => isEmpty(entity.fields[field.id]))) return `${label} is empty`;
  const hint = fieldAt(type, issue.path[0])?.unusable;
  return `${label} cannot be used as it is${hint ? ` (${hint})` : ''}`;
}

function entryName(type: ContentType, entity: Entity, value: Record<string, unknown>): string {
  const title = value[type.displayField];
  const id = `(entry ID ${entity.sys.id})`;
  if (typeof title === 'string') return `The ${type.name} “${title}” ${id}`;
  if (typeof value.slug === 'string') return `The ${type.name} with the slug “${value.slug}” ${id}`;
  return `A ${type.name} entry without a ${fieldLabel(type, [type.displayField]).toLowerCase()} ${id}`;
}

const leftOut = (type: ContentType, entity: Entity, value: Record<string, unknown>, problems: string[]) =>
  `${entryName(type, entity, value)} is left out of the site: ${problems.join('; ')}.`;

export interface ReadResult<T> {
  items: T[];
  problems: string[];
}

export function readEntries<T>(
  type: ContentType,
  schema: {
    safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
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
      // One line a field: a malformed value can break more than one of its rules.
      const labels = parsed.error.issues.map((issue) => fieldLabel(type, issue.path));
      const problems = parsed.error.issues
        .filter((_, index) => labels.indexOf(labels[index]!) === index)
        .map((issue) => fieldProblem(type, entity, issue));
      result.problems.push(leftOut(type, entity, value, problems));
      continue;
    }
    const taken = unique.find((key) => seen.get(key)!.has(parsed.data[key]));
    if (taken) {
      const problem = `its “${fieldLabel(type, [taken])}”, “${String(parsed.data[taken])}”, is another entry’s`;
      result.problems.push(leftOut(type, entity, value, [problem]));
      continue;
    }
    for (const key of unique) seen.get(key)!.add(parsed.data[key]);
    result.items.push(parsed.data);
  }
  return result;
}
