'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { CONTACT_PATH, quoteHref } from '@/lib/contact/routes';
import { activeSection, type NavSection } from '@/lib/nav-section';

/**
 * A header link that marks itself `aria-current` on its page, or anywhere in its `section`
 * (Blog on every post). Its look for that state is in its classes (`aria-[current=page]:`),
 * so the header's markup and styles stay server-rendered and only this rule ships. A link to the
 * contact page names the page it is on, as every quote link does.
 */
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
