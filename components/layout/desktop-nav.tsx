'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { clsx } from 'clsx';
import { activeSection, type NavItem } from '@/lib/navigation';
import { ServicesDropdown } from './services-dropdown';

/** The header's navigation bar for wide screens, with a Services dropdown. */
export function DesktopNav({ items, servicePaths }: { items: NavItem[]; servicePaths: string[] }) {
  const current = activeSection(usePathname(), servicePaths);
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-1 lg:gap-2">
        {items.map((item) =>
          item.children ? (
            <li key={item.label}>
              <ServicesDropdown item={item} active={current === item.section} />
            </li>
          ) : (
            <li key={item.href}>
              <NavAnchor item={item} active={current === item.section} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function NavAnchor({ item, active }: { item: NavItem; active: boolean }) {
  if (item.section === 'contact') {
    return (
      <Link
        href={item.href}
        aria-current={active ? 'page' : undefined}
        className={clsx(
          'ml-2 inline-flex h-10 items-center rounded-full px-5 text-sm font-semibold text-white transition-colors',
          active ? 'bg-brand' : 'bg-ink hover:bg-brand',
        )}
      >
        {item.label}
      </Link>
    );
  }
  return (
    <Link
      href={item.href}
      aria-current={active ? 'page' : undefined}
      className={clsx(
        'relative inline-flex h-10 items-center px-3 text-sm font-medium transition-colors hover:text-brand',
        active ? 'text-brand' : 'text-ink',
      )}
    >
      {item.label}
      {active && <span className="absolute inset-x-3 -bottom-0.5 h-0.5 rounded-full bg-brand" />}
    </Link>
  );
}
