import { cn } from '@/lib/cn';
import type { ICON_MASKS } from '@/lib/icons/mask-css';

// Written out whole so the stylesheet's scan finds each class (app/icon-masks.css, `icon-mask-*`).
const MASKS = {
  'arrow-right': 'icon-mask-arrow-right',
  'arrow-up-right': 'icon-mask-arrow-up-right',
  'calendar-check': 'icon-mask-calendar-check',
  'calendar-clock': 'icon-mask-calendar-clock',
  'calendar-plus': 'icon-mask-calendar-plus',
  camera: 'icon-mask-camera',
  check: 'icon-mask-check',
  'chevron-down': 'icon-mask-chevron-down',
  'circle-alert': 'icon-mask-circle-alert',
  clock: 'icon-mask-clock',
  film: 'icon-mask-film',
  instagram: 'icon-mask-instagram',
  linkedin: 'icon-mask-linkedin',
  mail: 'icon-mask-mail',
  'map-pin': 'icon-mask-map-pin',
  phone: 'icon-mask-phone',
  plus: 'icon-mask-plus',
  send: 'icon-mask-send',
  'shield-check': 'icon-mask-shield-check',
  tiktok: 'icon-mask-tiktok',
  users: 'icon-mask-users',
  vimeo: 'icon-mask-vimeo',
} as const satisfies { [Name in keyof typeof ICON_MASKS]: `icon-mask-${Name}` };

export type MaskName = keyof typeof MASKS;

export function MaskIcon({ name, className }: { name: MaskName; className?: string }) {
  return <span aria-hidden className={cn('icon-mask', MASKS[name], className)} />;
}
