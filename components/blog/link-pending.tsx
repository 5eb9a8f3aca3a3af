'use client';

import { useSyncExternalStore } from 'react';
import { pendingNavigation } from '@/lib/pending-navigation';
import { BlogLoading, pendingLabelOf } from './blog-loading';

/**
 * The loading state over the page while the router fetches the page of a link marked with `pendingLabel` (LinkRouter
 * follows it), once per page rather than in each link: its text never becomes part of a link's name, and the page
 * hydrates no island per link. Not a route-level loading.js: its Suspense boundary would keep each static page
 * hidden without JavaScript.
 */
export function LinkPending() {
  const link = useSyncExternalStore(pendingNavigation.subscribe, pendingNavigation.link, () => null);
  const label = pendingLabelOf(link);
  return label && <BlogLoading label={label} overlay />;
}
