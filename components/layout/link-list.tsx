import type { ComponentType, ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import type { NavLink } from '@/lib/nav-section';

type LinkKind = ComponentType<{ href: string; className: string; children: ReactNode }>;

export function LinkList({
  links,
  className,
  linkClassName,
  as: LinkTag = Link,
}: {
  links: readonly NavLink[];
  className: string;
  linkClassName: string;
  as?: LinkKind;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <LinkTag href={link.href} className={linkClassName}>
            {link.label}
          </LinkTag>
        </li>
      ))}
    </ul>
  );
}
