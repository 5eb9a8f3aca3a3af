import type { NavLink } from '@/lib/nav-section';
import { Link } from './link';
import { MaskIcon } from './mask-icon';

export function ArrowLinkList({ links, className }: { links: readonly NavLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            className="group flex min-h-11 items-center justify-between gap-4 rounded-lg px-2 py-2 text-ink transition-colors hover:bg-paper hover:text-brand-deep"
          >
            {link.label}
            <MaskIcon name="arrow-right" className="size-4 text-muted transition-transform group-hover:translate-x-0.5" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
