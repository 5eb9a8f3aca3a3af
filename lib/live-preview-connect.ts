import { ContentfulLivePreview } from '@contentful/live-preview';
import { CONTENTFUL_APP_ORIGINS, CONTENTFUL_LOCALE, isLoopbackOrigin } from './live-preview';

export function connectLivePreview(refresh: () => void, localEditors: boolean): () => void {
  const framer = window.location.ancestorOrigins?.[0];
  const local = localEditors && framer && isLoopbackOrigin(framer) ? [framer] : [];
  void ContentfulLivePreview.init({ locale: CONTENTFUL_LOCALE, targetOrigin: [...CONTENTFUL_APP_ORIGINS, ...local] });
  return ContentfulLivePreview.subscribe('save', { callback: refresh });
}
