import type { ComponentProps } from 'react';

export type LinkProps = ComponentProps<'a'> & { href: string };

/**
 * Every link of the site: a plain anchor, which hydration barely touches; LinkRouter takes its plain clicks through
 * the router, fetches its page ahead when the visitor points at, focuses or touches it, and holds it as the pending
 * navigation meanwhile (the blog's LinkPending shows it for a link marked with `pendingLabel`).
 */
export function Link({ children, ...props }: LinkProps) {
  return <a {...props}>{children}</a>;
}
