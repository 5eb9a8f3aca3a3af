import type { IconNode } from 'lucide';
import { createElement, type SVGProps } from 'react';
import { ICON_SPRITE_PATH, iconId } from '@/lib/icons/sprite-id';

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  icon: IconNode;
  /**
   * Drawn in the page rather than from the sprite: for the few icons of the header and the first screen, which
   * must show at first paint on a slow connection instead of waiting for /icons.svg.
   */
  inline?: boolean;
}

/** Each shape lives once in the sprite (app/icons.svg): a page carries one <use> per icon, not its paths twice. */
export function Icon({ icon, inline = false, strokeWidth, className, style, ...props }: IconProps) {
  const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      aria-hidden={labelled ? undefined : true}
      style={strokeWidth === undefined ? style : { ...style, strokeWidth }}
      {...(inline && { viewBox: '0 0 24 24' })}
      {...props}
    >
      {inline ? (
        icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))
      ) : (
        <use href={`${ICON_SPRITE_PATH}#${iconId(icon)}`} />
      )}
    </svg>
  );
}
