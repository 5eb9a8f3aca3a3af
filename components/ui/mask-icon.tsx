import { cn } from '@/lib/cn';

// Written out whole so the stylesheet's scan finds each class (app/globals.css, `icon-mask-*`).
const MASKS = {
  'arrow-right': 'icon-mask-arrow-right',
  check: 'icon-mask-check',
  'map-pin': 'icon-mask-map-pin',
  plus: 'icon-mask-plus',
} as const;

/**
 * An icon a page repeats many times (a link's arrow, a list's tick, a question's plus), drawn by the stylesheet as one masked box: decorative, in the
 * text's colour, with no shapes in the page's HTML or payload.
 */
export function MaskIcon({ name, className }: { name: keyof typeof MASKS; className?: string }) {
  return <span aria-hidden className={cn('icon-mask', MASKS[name], className)} />;
}
