'use client';

import { useEffect, useState } from 'react';
import { pendingNavigation } from '@/lib/pending-navigation';
import { BlogLoading, pendingLabelOf, type BlogLoadingLabel } from './blog-loading';

/**
 * The loading state over the page while the router fetches the page of a link marked with `pendingLabel` (LinkRouter
 * follows it), once per page rather than in each link: its text never becomes part of a link's name, and the page
 * hydrates no island per link. Not a route-level loading.js: its Suspense boundary would keep each static page
 * hidden without JavaScript.
 */
export function LinkPending() {
  const [label, setLabel] = useState<BlogLoadingLabel | null>(null);
  useEffect(() => pendingNavigation.subscribe(() => setLabel(pendingLabelOf(pendingNavigation.link()))), []);
  return label && <BlogLoading label={label} overlay />;
}
