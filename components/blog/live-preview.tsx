'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { CONTENTFUL_APP_ORIGINS, CONTENTFUL_LOCALE, isLoopbackOrigin } from '@/lib/live-preview';

/**
 * Rendered in draft mode only, so visitors never load the Live Preview SDK: in Contentful's preview pane
 * it connects to the editor (inspector mode) and, on each save, renders the page again from the Preview API.
 */
export function LivePreview({ localEditors }: { localEditors: boolean }) {
  const router = useRouter();
  useEffect(() => {
    // Opened in a tab of its own: no editor to talk to.
    if (window.top === window) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    const framer = window.location.ancestorOrigins?.[0];
    const local = localEditors && framer && isLoopbackOrigin(framer) ? [framer] : [];
    void import('@contentful/live-preview').then(({ ContentfulLivePreview }) => {
      if (unmounted) return;
      void ContentfulLivePreview.init({ locale: CONTENTFUL_LOCALE, targetOrigin: [...CONTENTFUL_APP_ORIGINS, ...local] });
      stop = ContentfulLivePreview.subscribe('save', { callback: () => router.refresh() });
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [router, localEditors]);
  return null;
}
