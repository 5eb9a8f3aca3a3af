'use client';

import { ArrowDown } from 'lucide';
import { Icon } from '@/components/ui/icon';

/** Scrolls to the section below the hero and focuses it, so the next Tab continues from there. */
export function ScrollDownButton({ targetId, label }: { targetId: string; label: string }) {
  const scrollToTarget = () => {
    const target = document.getElementById(targetId);
    if (!target) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduced ? 'instant' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      onClick={scrollToTarget}
      className="group flex flex-col items-center gap-3 rounded-full text-xs font-semibold tracking-[0.2em] text-white/80 uppercase transition-colors hover:text-white"
    >
      <span className="sr-only">{label}</span>
      <span aria-hidden>Scroll</span>
      <span
        aria-hidden
        className="flex size-12 items-center justify-center rounded-full border border-white/40 transition-colors group-hover:border-white group-hover:bg-white group-hover:text-ink"
      >
        <Icon icon={ArrowDown} className="size-5" />
      </span>
    </button>
  );
}
