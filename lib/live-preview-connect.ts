import { ContentfulLivePreview } from '@contentful/live-preview';
import { CONTENTFUL_APP_ORIGINS, CONTENTFUL_LOCALE, isLoopbackOrigin } from './live-preview';

/**
 * Connects a draft page framed by Contentful's editor to it (inspector mode) and calls `refresh` on each
 * save; returns the way to stop listening. Loaded on demand, with the SDK, by components/blog/live-preview.tsx.
 */
export function connectLivePreview(refresh: () => void, localEditors: boolean): () => void {
  const framer = window.location.ancestorOrigins?.[0];
  const local = localEditors && framer && isLoopbackOrigin(framer) ? [framer] : [];
  void ContentfulLivePreview.init({ locale: CONTENTFUL_LOCALE, targetOrigin: [...CONTENTFUL_APP_ORIGINS, ...local] });
  return ContentfulLivePreview.subscribe('save', { callback: refresh });
}
