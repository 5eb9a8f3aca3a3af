import type { ComponentProps } from 'react';

export type LinkProps = ComponentProps<'a'> & { href: string };

export function Link({ children, ...props }: LinkProps) {
  return <a {...props}>{children}</a>;
}
