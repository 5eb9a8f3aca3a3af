import type { IconNode } from 'lucide';
import type { SVGProps } from 'react';
import { ICON_SPRITE_PATH, iconId } from '@/lib/icons/sprite-id';

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  icon: IconNode;
}

/** Each shape lives once in the sprite (app/icons.svg): a page carries one <use> per icon, not its paths twice. */
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
