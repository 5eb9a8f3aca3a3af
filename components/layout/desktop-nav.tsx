'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { clsx } from 'clsx';
import { activeSection, type NavItem } from '@/lib/nav-section';
import { ServicesDropdown } from './services-dropdown';

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
  const pill = item.section === 'contact';
  return (
    <Link
      href={item.href}
      aria-current={active ? 'page' : undefined}
      className={clsx(
        'inline-flex h-10 items-center text-sm transition-colors',
        pill
          ? ['ml-2 rounded-full px-5 font-semibold text-white', active ? 'bg-brand' : 'bg-ink hover:bg-brand']
          : ['relative px-3 font-medium hover:text-brand', active ? 'text-brand' : 'text-ink'],
      )}
    >
      {item.label}
      {active && !pill && <span className="absolute inset-x-3 -bottom-0.5 h-0.5 rounded-full bg-brand" />}
    </Link>
  );
}
