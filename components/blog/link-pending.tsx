'use client';

import { useSyncExternalStore } from 'react';
import { pendingNavigation } from '@/lib/pending-navigation';
import { BlogLoading, pendingLabelOf } from './blog-loading';

// Once per page, not per link (no island per link); not loading.js, whose Suspense hides static pages without JavaScript.
export function LinkPending() {
  const link = useSyncExternalStore(pendingNavigation.subscribe, pendingNavigation.link, () => null);
  const label = pendingLabelOf(link);
  return label && <BlogLoading label={label} overlay />;
}
