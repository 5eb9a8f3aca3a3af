import type { NavLink } from '@/lib/nav-section';
import { HeaderLink } from './header-link';

/** The links under a header entry (the services under Services), styled by each menu. */
export function NavChildren({ links, className, linkClassName }: { links: NavLink[]; className: string; linkClassName: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <HeaderLink href={link.href} className={linkClassName}>
            {link.label}
          </HeaderLink>
        </li>
      ))}
    </ul>
  );
}
