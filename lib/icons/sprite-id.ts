import type { IconNode } from 'lucide';

/** Where the icon sprite is served (app/icons.svg/route.ts). */
export const ICON_SPRITE_PATH = '/icons.svg';

/**
 * A symbol's id, derived from the icon's shapes so that a page names an icon without a lookup
 * table (which would ship every icon in a client island that draws one). FNV-1a, 32 bits.
 */
export function iconId(icon: IconNode): string {
  const text = JSON.stringify(icon);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `i${(hash >>> 0).toString(36)}`;
}
