'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useTransition } from 'react';
import { pendingNavigation } from '@/lib/pending-navigation';
import { intentPrefetchPath, softNavigationPath, type LinkTarget } from '@/lib/prefetch-intent';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;
// Pointing again later fetches again: the router keeps a fetched page for a limited time.
const REFETCH_AFTER_MS = 60_000;

function anchorOf(event: Event): HTMLAnchorElement | null {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement ? link : null;
}

const targetOf = (link: HTMLAnchorElement): LinkTarget => ({
  href: link.href,
  target: link.target,
  download: link.hasAttribute('download'),
});

/** One listener for the whole page rather than a component per link: it prefetches on intent and routes plain clicks. */
export function LinkRouter() {
  const router = useRouter();
  const [navigating, startNavigation] = useTransition();
  const clicked = useRef<HTMLAnchorElement | null>(null);
  // Pending exactly as long as React holds the navigation's transition: it ends when the new page is drawn.
  useEffect(() => pendingNavigation.set(navigating ? clicked.current : null), [navigating]);
  useEffect(() => {
    const fetchedAt = new Map<string, number>();
    const onIntent = (event: Event) => {
      const link = anchorOf(event);
      const path = link && intentPrefetchPath(targetOf(link), window.location.href);
      if (!path || Date.now() - (fetchedAt.get(path) ?? -Infinity) < REFETCH_AFTER_MS) return;
      fetchedAt.set(path, Date.now());
      router.prefetch(path);
    };
    // Bubbling, so a link's own handler (a play button) has had its say first.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const link = anchorOf(event);
      const path = link && softNavigationPath(targetOf(link), window.location.href);
      if (!path) return;
      event.preventDefault();
      clicked.current = link;
      // A click during another navigation takes its place, and so its pending state.
      if (pendingNavigation.link()) pendingNavigation.set(link);
      startNavigation(() => router.push(path));
    };
    const options = { capture: true, passive: true };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options);
    document.addEventListener('click', onClick);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options);
      document.removeEventListener('click', onClick);
    };
  }, [router]);
  return null;
}
