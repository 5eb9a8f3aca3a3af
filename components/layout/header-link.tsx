'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { CONTACT_PATH, quoteHref } from '@/lib/contact-routes';
import { activeSection, type NavSection } from '@/lib/nav-section';

/** Marks itself aria-current on its page, or anywhere in its `section` (Blog on every post). */
export function HeaderLink({
  href,
  section,
  className,
  children,
}: {
  href: string;
  section?: NavSection;
  className: string;
  children: ReactNode;
}) {
  const pathname = usePathname();
  // Service pages belong to Services, which is a button rather than a link: no service paths needed.
  const current = section ? activeSection(pathname, []) === section : pathname === href;
  return (
    <Link
      href={href === CONTACT_PATH ? quoteHref(pathname) : href}
      aria-current={current ? 'page' : undefined}
      className={className}
    >
      {children}
    </Link>
  );
}
