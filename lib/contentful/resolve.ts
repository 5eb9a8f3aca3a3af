import { isRecord } from '../is-record';
import type { RawEntryCollection } from './types';

// Resolved like the SDK's link resolution, but without trusting the shape of anything in the response.

type Fields = Record<string, unknown>;

export interface Entity {
  sys: { id: string; type: string; updatedAt?: unknown; createdAt?: unknown; contentType?: unknown };
  fields: Fields;
}

export function asEntity(value: unknown): Entity | null {
  if (!isRecord(value) || !isRecord(value.sys) || typeof value.sys.id !== 'string' || !value.sys.id) return null;
  if (typeof value.sys.type !== 'string') return null;
  return { sys: value.sys as Entity['sys'], fields: isRecord(value.fields) ? value.fields : {} };
}

export type Resolve = (value: unknown, linkType: 'Entry' | 'Asset') => Entity | null;

export function resolverFor(collection: RawEntryCollection): Resolve {
  const byKey = new Map<string, Entity>();
  const add = (value: unknown) => {
    const entity = asEntity(value);
    if (entity) byKey.set(`${entity.sys.type}:${entity.sys.id}`, entity);
  };
  const includes = isRecord(collection.includes) ? collection.includes : {};
  for (const list of [includes.Entry, includes.Asset, collection.items]) {
    if (Array.isArray(list)) list.forEach(add);
  }
  return (value, linkType) => {
    if (!isRecord(value) || !isRecord(value.sys)) return null;
    const { sys } = value;
    if (sys.type === 'Link' && sys.linkType === linkType && typeof sys.id === 'string') {
      return byKey.get(`${linkType}:${sys.id}`) ?? null;
    }
    return sys.type === linkType ? asEntity(value) : null;
  };
}
