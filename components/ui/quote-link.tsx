'use client';

import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { quoteHref } from '@/lib/contact-routes';
import { Link } from './link';

/** Names the page it is on (`?from=`); a client leaf because the header and footer are rendered once for every page. */
export function QuoteLink(props: Omit<ComponentProps<typeof Link>, 'href'>) {
  return <Link {...props} href={quoteHref(usePathname())} />;
}
