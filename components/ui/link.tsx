import type { ComponentProps } from 'react';

export type LinkProps = ComponentProps<'a'> & { href: string };

/** A plain anchor, which hydration barely touches; LinkRouter routes and prefetches it. */
export function Link({ children, ...props }: LinkProps) {
  return <a {...props}>{children}</a>;
}
