'use client';

import type { ReactNode } from 'react';

/**
 * Scrolls to the section below the hero and focuses it, so the next Tab continues from there.
 * Its look comes rendered from the server (`children`, `className`); only the behaviour is here.
 */
export function ScrollDownButton({
  targetId,
  className,
  children,
}: {
  targetId: string;
  className: string;
  children: ReactNode;
}) {
  const scrollToTarget = () => {
    const target = document.getElementById(targetId);
    if (!target) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduced ? 'instant' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };

  return (
    <button type="button" onClick={scrollToTarget} className={className}>
      {children}
    </button>
  );
}
