'use client';

import { useLinkStatus } from 'next/link';
import { createPortal } from 'react-dom';
import { BlogLoading, type BlogLoadingLabel } from './blog-loading';

/** Not a route-level loading.js: its Suspense boundary would keep each static page hidden without JavaScript. */
export function LinkPending({ label }: { label: BlogLoadingLabel }) {
  const { pending } = useLinkStatus();
  // Rendered outside the link, so its text never becomes part of the link's name.
  return pending ? createPortal(<BlogLoading label={label} overlay />, document.body) : null;
}
