'use client';

import { ChevronDown, Menu, X } from 'lucide';
import { Icon } from '@/components/ui/icon';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { activeSection, type NavItem } from '@/lib/navigation';

interface SiteNavProps {
  items: NavItem[];
  /** Every service page path, so any of them marks Services as current. */
  servicePaths: string[];
}

/** Header navigation: desktop bar with a Services dropdown, and the menu for narrow screens. */
export function SiteNav({ items, servicePaths }: SiteNavProps) {
  const pathname = usePathname();
  const current = activeSection(pathname, servicePaths);
  const [menuOpen, setMenuOpen] = useState(false);
  const [mobileServicesOpen, setMobileServicesOpen] = useState(false);

  const menuToggle = useRef<HTMLElement>(null);

  const closeMenu = () => {
    setMenuOpen(false);
    setMobileServicesOpen(false);
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
      setMobileServicesOpen(false);
      menuToggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <>
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
                      open={mobileServicesOpen}
                      onToggle={(event) => setMobileServicesOpen(event.currentTarget.open)}
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
    </>
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

function ServicesDropdown({ item, active }: { item: NavItem; active: boolean }) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  /** The kind of pointer that pressed the button ('mouse', 'touch', 'pen'), until its click. */
  const pressedWith = useRef<string | null>(null);
  const panelId = useId();
  const pathname = usePathname();

  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  // Keyboard, focus and hover handling for the whole widget (button and panel) in one place.
  useEffect(() => {
    const root = wrapper.current;
    if (!root) return;
    const links = () => Array.from(root.querySelectorAll<HTMLAnchorElement>('a'));
    const focusLink = (index: number) => {
      const list = links();
      list[(index + list.length) % list.length]?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const index = links().indexOf(document.activeElement as HTMLAnchorElement);
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(false);
        button.current?.focus();
      } else if (event.key === 'ArrowDown') {
        event.preventDefault();
        setOpen(true);
        requestAnimationFrame(() => focusLink(index + 1));
      } else if (event.key === 'ArrowUp' && index >= 0) {
        event.preventDefault();
        focusLink(index - 1);
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    const onPointerEnter = (event: PointerEvent) => event.pointerType === 'mouse' && setOpen(true);
    const onPointerLeave = (event: PointerEvent) => event.pointerType === 'mouse' && setOpen(false);
    // A tap or click anywhere else closes the dropdown (touch screens have no "mouse leave").
    const onOutsidePointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) setOpen(false);
    };
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('focusout', onFocusOut);
    root.addEventListener('pointerenter', onPointerEnter);
    root.addEventListener('pointerleave', onPointerLeave);
    document.addEventListener('pointerdown', onOutsidePointerDown);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('focusout', onFocusOut);
      root.removeEventListener('pointerenter', onPointerEnter);
      root.removeEventListener('pointerleave', onPointerLeave);
      document.removeEventListener('pointerdown', onOutsidePointerDown);
    };
  }, []);

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerDown={(event) => {
          pressedWith.current = event.pointerType;
        }}
        onClick={() => {
          // A mouse opened the dropdown on its way to the button: its click keeps it open instead
          // of closing it under the pointer. Keys and taps toggle it.
          const hovered = pressedWith.current === 'mouse';
          pressedWith.current = null;
          setOpen((value) => hovered || !value);
        }}
        className={clsx(
          'relative inline-flex h-10 items-center gap-1 px-3 text-sm font-medium transition-colors hover:text-brand',
          active ? 'text-brand' : 'text-ink',
        )}
      >
        {item.label}
        <Icon icon={ChevronDown} className={clsx('size-4 transition-transform', open && 'rotate-180')} />
        {active && <span className="absolute inset-x-3 -bottom-0.5 h-0.5 rounded-full bg-brand" />}
      </button>
      <div id={panelId} hidden={!open} className="absolute top-full left-1/2 z-50 w-72 -translate-x-1/2 pt-3">
        <ul className="rounded-2xl border border-line bg-white p-2 shadow-card">
          {item.children?.map((child) => (
            <li key={child.href}>
              <Link
                href={child.href}
                onClick={() => setOpen(false)}
                aria-current={pathname === child.href ? 'page' : undefined}
                className={clsx(
                  'block rounded-xl px-4 py-3 text-sm font-medium transition-colors hover:bg-sand',
                  pathname === child.href ? 'text-brand' : 'text-ink',
                )}
              >
                {child.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
