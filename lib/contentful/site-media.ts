import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import type { SiteMedia } from '@/content/site-media';
import { NO_CONTENTFUL_MEDIA, siteMediaWith, type ContentfulMedia } from '@/lib/site-media';
import { retrySoon } from './blog';
import { oncePerBuild } from './build-phase';
import { fetchEntries, isContentfulConfigured, type ContentfulApi } from './client';
import { readAfterChanges } from './content-changes';
import { lastRead } from './last-read';
import { contentfulMediaOf, MEDIA_TYPES } from './site-media-read';

export const SITE_MEDIA_CACHE_TAG = 'site-media';
export const SITE_MEDIA_REVALIDATE_SECONDS = 300;

export async function loadContentfulMedia(api: ContentfulApi = 'delivery'): Promise<ContentfulMedia> {
  const collections = new Map(await Promise.all(MEDIA_TYPES.map(async (type) => [type, await fetchEntries(api, type)] as const)));
  const { media, problems } = contentfulMediaOf(collections);
  for (const problem of problems) console.warn(`[contentful] ${problem}`);
  return media;
}

const cachedMedia = unstable_cache(
  oncePerBuild(() => readAfterChanges(() => loadContentfulMedia('delivery'))),
  ['contentful-site-media'],
  { tags: [SITE_MEDIA_CACHE_TAG], revalidate: SITE_MEDIA_REVALIDATE_SECONDS },
);

const lastMedia = lastRead<ContentfulMedia>('site-media', 'pictures and films');

export const getContentfulMedia = cache(async (): Promise<ContentfulMedia> => {
  if (!isContentfulConfigured('delivery')) return NO_CONTENTFUL_MEDIA;
  const { value, stale } = await lastMedia.within(cachedMedia(), () => NO_CONTENTFUL_MEDIA);
  if (stale) await retrySoon();
  return value;
});

export async function getSiteMedia(): Promise<SiteMedia> {
  return siteMediaWith(await getContentfulMedia());
}
