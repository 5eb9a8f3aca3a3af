import NextLink from 'next/link';
import type { ComponentProps } from 'react';

type LinkProps = ComponentProps<'a'> & {
  href: string;
  /** A next/link, for a link that shows its own pending state (`useLinkStatus`). */
  routed?: boolean;
};

/**
 * Every link of the site: a plain anchor, which hydration barely touches; LinkRouter takes its plain clicks through
 * the router and fetches its page ahead when the visitor points at, focuses or touches it.
 */
export function Link({ routed = false, children, ...props }: LinkProps) {
  return routed ? (
    <NextLink prefetch={false} {...props}>
      {children}
    </NextLink>
  ) : (
    <a {...props}>{children}</a>
  );
}
