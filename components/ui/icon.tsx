import type { IconNode } from 'lucide';
import type { SVGProps } from 'react';
import { ICON_SPRITE_PATH, iconId } from '@/lib/icons/sprite-id';

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** The icon's shapes, imported from `lucide` (for example `import { Menu } from 'lucide'`) and listed in lib/icons/registry.ts. */
  icon: IconNode;
}

/**
 * Plain markup, no client runtime; decorative unless given a label. The shapes live once in the
 * sprite (app/icons.svg), so a page carries one <use> per icon instead of its paths, twice over
 * (HTML and payload). Size, fill and stroke come from the `icon` class and the caller's classes.
 */
export function Icon({ icon, strokeWidth, className, style, ...props }: IconProps) {
  const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      aria-hidden={labelled ? undefined : true}
      style={strokeWidth === undefined ? style : { ...style, strokeWidth }}
      {...props}
    >
      <use href={`${ICON_SPRITE_PATH}#${iconId(icon)}`} />
    </svg>
  );
}
