import type { IconNode } from 'lucide';

export const ICON_SPRITE_PATH = '/icons.svg';

// Derived from the shapes (FNV-1a), so an island drawing an icon needs no table of every icon.
export function iconId(icon: IconNode): string {
  const text = JSON.stringify(icon);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `i${(hash >>> 0).toString(36)}`;
}
