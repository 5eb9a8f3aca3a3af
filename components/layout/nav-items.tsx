import type { ReactNode } from 'react';
import type { NavItem } from '@/lib/nav-section';
import { HeaderLink } from './header-link';
import { LinkList } from './link-list';

interface NavItemsProps {
  items: NavItem[];
  group: (item: NavItem, list: ReactNode) => ReactNode;
  groupClassNames: { list: string; link: string };
  linkClassName: (item: NavItem) => string;
  itemClassName?: (item: NavItem) => string | undefined;
}

export function NavItems({ items, group, groupClassNames, linkClassName, itemClassName }: NavItemsProps) {
  return items.map((item) => (
    <li key={item.href} className={itemClassName?.(item)}>
      {item.children ? (
        group(
          item,
          <LinkList
            links={item.children}
            as={HeaderLink}
            className={groupClassNames.list}
            linkClassName={groupClassNames.link}
          />,
        )
      ) : (
        <HeaderLink href={item.href} section={item.section} className={linkClassName(item)}>
          {item.label}
        </HeaderLink>
      )}
    </li>
  ));
}
