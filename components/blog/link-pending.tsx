'use client';

import { useLinkStatus } from 'next/link';
import { createPortal } from 'react-dom';
import { BlogLoading, type BlogLoadingLabel } from './blog-loading';

/**
 * The blog's loading state, shown while a navigation through the enclosing <Link> is
 * pending (a post not yet generated, a slow connection). Not a route-level loading.js:
 * that would wrap each statically generated page in a Suspense boundary whose content
 * stays hidden without JavaScript.
 */
export function LinkPending({ label }: { label: BlogLoadingLabel }) {
  const { pending } = useLinkStatus();
  // Rendered outside the link, so its text never becomes part of the link's name.
  return pending ? createPortal(<BlogLoading label={label} overlay />, document.body) : null;
}
