'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { activeSection } from '@/lib/nav-section';

/** Keeps the phone menu's <details> in step: closed after a navigation, by Escape, a link or the backdrop. */
export function MenuDetails({
  servicePaths,
  className,
  children,
}: {
  servicePaths: string[];
  className: string;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);

  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  const wasOpen = useRef(false);
  useEffect(() => {
    // Closing the menu folds its Services list too, so it reopens as it first appeared.
    if (wasOpen.current && !open) details.current?.querySelectorAll('details').forEach((inner) => (inner.open = false));
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    const root = details.current;
    if (!root) return;
    // React hears of the toggle a moment late, so its state may still say closed: close the element itself.
    const close = () => {
      root.open = false;
      setOpen(false);
    };
    const onClick = (event: MouseEvent) => (event.target as Element).closest('a, [data-menu-backdrop]') && close();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !root.open) return;
      close();
      root.querySelector('summary')?.focus();
    };
    root.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <details
      ref={details}
      data-site-menu
      data-section={activeSection(pathname, servicePaths)}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className={className}
    >
      {children}
    </details>
  );
}
