import type { ReactNode } from 'react';
import type { NavItem } from '@/lib/nav-section';
import { HeaderLink } from './header-link';
import { LinkList } from './link-list';

interface NavItemsProps {
  items: NavItem[];
  group: (item: NavItem, list: ReactNode) => ReactNode;
  classNames: { groupList: string; groupLink: string; link: string; contact: string };
  itemClassName?: (item: NavItem) => string | undefined;
}

export function NavItems({ items, group, classNames, itemClassName }: NavItemsProps) {
  return items.map((item) => (
    <li key={item.href} className={itemClassName?.(item)}>
      {item.children ? (
        group(
          item,
          <LinkList
            links={item.children}
            as={HeaderLink}
            className={classNames.groupList}
            linkClassName={classNames.groupLink}
          />,
        )
      ) : (
        <HeaderLink
          href={item.href}
          section={item.section}
          className={item.section === 'contact' ? classNames.contact : classNames.link}
        >
          {item.label}
        </HeaderLink>
      )}
    </li>
  ));
}
