'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { intentPrefetchPath } from '@/lib/prefetch-intent';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;
// Pointing again later fetches again: the router keeps a fetched page for a limited time.
const REFETCH_AFTER_MS = 60_000;

/** One listener for the whole page, rather than one per link: fetches a page ahead once its link is wanted. */
export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    const fetchedAt = new Map<string, number>();
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const path = intentPrefetchPath(
        { href: link.href, target: link.target, download: link.hasAttribute('download') },
        window.location.href,
      );
      if (path === null || Date.now() - (fetchedAt.get(path) ?? -Infinity) < REFETCH_AFTER_MS) return;
      fetchedAt.set(path, Date.now());
      router.prefetch(path);
    };
    const options = { capture: true, passive: true };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options);
    };
  }, [router]);
  return null;
}
