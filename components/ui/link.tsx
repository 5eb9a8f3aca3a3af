import type { ComponentProps } from 'react';

export type LinkProps = ComponentProps<'a'> & { href: string };

/**
 * Every link of the site: a plain anchor, which hydration barely touches; LinkRouter takes its plain clicks through
 * the router and fetches its page ahead when the visitor points at, focuses or touches it. A link that shows its own
 * pending state is a RoutedLink.
 */
export function Link({ children, ...props }: LinkProps) {
  return <a {...props}>{children}</a>;
}
