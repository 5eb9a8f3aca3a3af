import NextLink from 'next/link';
import type { LinkProps } from './link';

/**
 * A next/link, for a link that shows its own pending state (`useLinkStatus`). A module of its own: whatever imports
 * next/link brings its client code into every page whose components import that module, and Link is on all of them.
 */
export function RoutedLink({ children, ...props }: LinkProps) {
  return (
    <NextLink prefetch={false} {...props}>
      {children}
    </NextLink>
  );
}
