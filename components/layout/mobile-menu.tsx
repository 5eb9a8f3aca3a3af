'use client';

import { ChevronDown, Menu, X } from 'lucide';
import { Icon } from '@/components/ui/icon';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { activeSection, type NavItem } from '@/lib/nav-section';

export function MobileMenu({ items, servicePaths }: { items: NavItem[]; servicePaths: string[] }) {
  const pathname = usePathname();
  const current = activeSection(pathname, servicePaths);
  const [menuOpen, setMenuOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);

  const menuToggle = useRef<HTMLElement>(null);

  const closeMenu = () => {
    setMenuOpen(false);
    setServicesOpen(false);
  };

  // A finished navigation (including back and forward) leaves the menu closed.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    closeMenu();
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      setServicesOpen(false);
      menuToggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <div className="flex items-center gap-2 md:hidden">
      {current !== 'contact' && (
        <Link
          href="/contact"
          className="inline-flex h-11 items-center rounded-full bg-brand px-4 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-ink"
        >
          Get a Quote
        </Link>
      )}
      {/* A <details> opens and closes without JavaScript; when it runs, React keeps it in step with the state. */}
      <details
        data-site-menu
        open={menuOpen}
        onToggle={(event) => {
          if (event.currentTarget.open) setMenuOpen(true);
          else if (menuOpen) closeMenu();
        }}
        className="group/menu"
      >
        <summary
          ref={menuToggle}
          className="inline-flex h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-2 rounded-full border border-line bg-white px-3 text-sm font-semibold text-ink shadow-sm min-[400px]:px-4 [&::-webkit-details-marker]:hidden"
        >
          <Icon icon={Menu} className="size-5 group-open/menu:hidden" />
          <Icon icon={X} className="hidden size-5 group-open/menu:block" />
          {/* On the narrowest phones the icon alone, so the brand and Get a Quote keep one line. */}
          <span className="group-open/menu:hidden max-[399px]:sr-only">Menu</span>
          <span className="hidden group-open/menu:inline max-[399px]:sr-only">Close</span>
        </summary>
        <div aria-hidden className="fixed inset-x-0 top-[4.5rem] bottom-0 bg-ink/50" onClick={closeMenu} />
        <nav
          aria-label="Site menu"
          className="absolute inset-x-0 top-full max-h-[calc(100svh-4.5rem)] overflow-y-auto overscroll-contain border-b border-line bg-paper shadow-card"
        >
          <ul className="container-page flex flex-col py-4">
            {items.map((item) =>
              item.children ? (
                <li key={item.label} className="border-b border-line/70">
                  <details
                    open={servicesOpen}
                    onToggle={(event) => setServicesOpen(event.currentTarget.open)}
                    className="group/services"
                  >
                    <summary
                      className={clsx(
                        'flex w-full cursor-pointer list-none items-center justify-between py-4 text-left font-display text-xl font-bold [&::-webkit-details-marker]:hidden',
                        current === item.section && 'text-brand',
                      )}
                    >
                      {item.label}
                      <Icon icon={ChevronDown} className="size-5 transition-transform group-open/services:rotate-180" />
                    </summary>
                    <ul className="pb-4 pl-4">
                      {item.children.map((child) => (
                        <li key={child.href}>
                          <Link
                            href={child.href}
                            onClick={closeMenu}
                            aria-current={pathname === child.href ? 'page' : undefined}
                            className={clsx(
                              'block py-2.5 text-base text-muted',
                              pathname === child.href && 'font-semibold text-brand',
                            )}
                          >
                            {child.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ) : item.section === 'contact' ? (
                <li key={item.href} className="pt-6">
                  <Link
                    href={item.href}
                    onClick={closeMenu}
                    aria-current={current === item.section ? 'page' : undefined}
                    className="flex h-13 items-center justify-center rounded-full bg-ink font-display text-lg font-bold text-white transition-colors hover:bg-brand aria-[current=page]:bg-brand"
                  >
                    {item.label}
                  </Link>
                </li>
              ) : (
                <li key={item.href} className="border-b border-line/70">
                  <Link
                    href={item.href}
                    onClick={closeMenu}
                    aria-current={current === item.section ? 'page' : undefined}
                    className={clsx('block py-4 font-display text-xl font-bold', current === item.section && 'text-brand')}
                  >
                    {item.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
      </details>
    </div>
  );
}
