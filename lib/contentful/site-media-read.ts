import { pagePictureContentType, pagePictureSchema, siteMediaContentType, siteMediaSchema } from '../../content/contentful-types';
import type { ContentfulMedia } from '../site-media';
import { readEntries } from './entries';
import type { RawEntryCollection } from './types';

export const MEDIA_TYPES = [siteMediaContentType.id, pagePictureContentType.id];

const NONE: RawEntryCollection = { items: [] };

/** The pictures and films the space's entries set (by type id), and the entries or fields the site cannot use. */
export function contentfulMediaOf(collections: ReadonlyMap<string, RawEntryCollection>): {
  media: ContentfulMedia;
  problems: string[];
} {
  const site = readEntries(siteMediaContentType, siteMediaSchema, collections.get(siteMediaContentType.id) ?? NONE);
  const pictures = readEntries(pagePictureContentType, pagePictureSchema, collections.get(pagePictureContentType.id) ?? NONE, [
    'page',
  ]);
  const [entry] = site.items;
  const heroFilm = entry ? [entry.heroFilmWebm, entry.heroFilmMp4].filter((file) => file !== undefined) : [];
  const media: ContentfulMedia = {
    ...(heroFilm.length > 0 && { heroFilm }),
    ...(entry?.heroPoster && { heroPoster: entry.heroPoster }),
    ...(entry?.showreelPoster && { showreelPoster: entry.showreelPoster }),
    ...(entry?.portrait && { portrait: entry.portrait }),
    pagePictures: Object.fromEntries(pictures.items.map((item) => [item.page, item.picture])),
  };
  const extra = site.items.length > 1 ? [`${site.items.length} Site media entries: the site uses the one created first.`] : [];
  return { media, problems: [...site.problems, ...extra, ...pictures.problems] };
}
