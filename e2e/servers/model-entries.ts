import { entryFieldsOf, type ContentImage, type ContentType, type VideoFile } from '../../content/fields';

// Delivery API entries and assets of the declared content types, made from site values through the
// declaration's own `write`: the fixtures of the Contentful stand-in and of the unit tests of reading.

export interface ModelEntry {
  id: string;
  contentType: string;
  fields: Record<string, unknown>;
}
export interface ModelAsset {
  id: string;
  fields: Record<string, unknown>;
}

/** An entry's id from its type and slug (or name), so links between fixtures can be written before the entries. */
export const fixtureId = (contentType: string, key: string) =>
  `${contentType}-${key}`.replace(/[^A-Za-z0-9_.-]/g, '-').slice(0, 64);

const link = (linkType: 'Entry' | 'Asset', id: string) => ({ sys: { type: 'Link', linkType, id } });

const imageAssetFields = (image: ContentImage) => ({
  title: image.alt,
  description: image.alt,
  file: {
    url: image.src,
    contentType: 'image/jpeg',
    details: { size: 1000, image: { width: image.width, height: image.height } },
  },
});

const videoAssetFields = (film: VideoFile) => ({
  title: 'Film',
  file: { url: film.src, contentType: film.type, details: { size: 1_000_000 } },
});

/** Entries of one type from site values, and the image assets they link to. */
export function modelEntries(
  type: ContentType,
  values: readonly Record<string, unknown>[],
  key: (value: Record<string, unknown>) => string,
): { entries: ModelEntry[]; assets: ModelAsset[] } {
  const assets: ModelAsset[] = [];
  const entries = values.map((value) => {
    const id = fixtureId(type.id, key(value));
    const fields = entryFieldsOf(type, value, {
      asset: (file: ContentImage | VideoFile) => {
        const assetId = fixtureId('asset', `${id}-${assets.length}`);
        assets.push({ id: assetId, fields: 'type' in file ? videoAssetFields(file) : imageAssetFields(file) });
        return link('Asset', assetId);
      },
      entry: (contentType, slug) => link('Entry', fixtureId(contentType, slug)),
    });
    return { id, contentType: type.id, fields };
  });
  return { entries, assets };
}

/** A Delivery API collection of published entries, every linked entry and asset in its includes. */
export function deliveryCollection(entries: ModelEntry[], assets: ModelAsset[], updatedAt = '2026-01-02T10:00:00.000Z') {
  const sys = (id: string, type: 'Entry' | 'Asset', contentType?: string) => ({
    id,
    type,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt,
    revision: 1,
    ...(contentType ? { contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } } } : {}),
  });
  const items = entries.map((entry) => ({ sys: sys(entry.id, 'Entry', entry.contentType), fields: entry.fields }));
  return {
    sys: { type: 'Array' },
    total: items.length,
    skip: 0,
    limit: 1000,
    items,
    includes: { Entry: items, Asset: assets.map((asset) => ({ sys: sys(asset.id, 'Asset'), fields: asset.fields })) },
  };
}
