import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * Every link of the site: a page is fetched ahead when the visitor points at, focuses or touches its link
 * (IntentPrefetch), not as soon as the link scrolls into view, which kept a phone's main thread busy after load.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
