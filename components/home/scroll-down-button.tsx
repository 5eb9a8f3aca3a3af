'use client';

import type { ReactNode } from 'react';

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
