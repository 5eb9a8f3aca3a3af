import type { ReactNode } from 'react';
import type { NavItem, NavLink } from '@/lib/nav-section';
import { HeaderLink } from './header-link';

interface NavItemsProps {
  items: NavItem[];
  /** How this menu draws a group of links (Services). */
  group: (item: NavItem, links: NavLink[]) => ReactNode;
  linkClassName: (item: NavItem) => string;
  itemClassName?: (item: NavItem) => string | undefined;
}

/** The header's items, shared by the bar on wide screens and the phone menu, which differ only in how they look. */
export function NavItems({ items, group, linkClassName, itemClassName }: NavItemsProps) {
  return items.map((item) => (
    <li key={item.href} className={itemClassName?.(item)}>
      {item.children ? (
        group(item, item.children)
      ) : (
        <HeaderLink href={item.href} section={item.section} className={linkClassName(item)}>
          {item.label}
        </HeaderLink>
      )}
    </li>
  ));
}
