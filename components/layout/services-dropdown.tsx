'use client';

import { ChevronDown } from 'lucide';
import { Icon } from '@/components/ui/icon';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { clsx } from 'clsx';
import type { NavItem } from '@/lib/nav-section';

export function ServicesDropdown({ item, active }: { item: NavItem; active: boolean }) {
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
