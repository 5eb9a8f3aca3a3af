'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { activeSection } from '@/lib/nav-section';

/** Only the behaviour: the button's label, its classes and the panel's links come rendered from the server. */
export function ServicesDropdown({
  servicePaths,
  className,
  label,
  children,
}: {
  servicePaths: string[];
  className: string;
  label: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
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
    // A link to the page already shown changes no path, so its click closes the panel itself.
    const onClick = (event: MouseEvent) => (event.target as Element).closest('a') && setOpen(false);
    const listeners: [EventTarget, string, (event: never) => void][] = [
      [root, 'keydown', onKeyDown],
      [root, 'click', onClick],
      [root, 'focusout', onFocusOut],
      [root, 'pointerenter', onPointerEnter],
      [root, 'pointerleave', onPointerLeave],
      [document, 'pointerdown', onOutsidePointerDown],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener as EventListener);
    return () => {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener as EventListener);
    };
  }, []);

  return (
    // Without JavaScript the button does nothing, so hovering or focusing it shows the panel and its links.
    <div ref={wrapper} className="group/dropdown relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-active={activeSection(pathname, servicePaths) === 'services' || undefined}
        onPointerDown={(event) => {
          pressedWith.current = event.pointerType;
        }}
        onClick={() => {
          // A mouse opened it on its way to the button: its click keeps it open. Keys and taps toggle it.
          const hovered = pressedWith.current === 'mouse';
          pressedWith.current = null;
          setOpen((value) => hovered || !value);
        }}
        className={className}
      >
        {label}
      </button>
      <div
        id={panelId}
        data-open={open || undefined}
        className="absolute top-full left-1/2 z-50 hidden w-72 -translate-x-1/2 pt-3 data-open:block noscript:group-focus-within/dropdown:block noscript:group-hover/dropdown:block"
      >
        {children}
      </div>
    </div>
  );
}
