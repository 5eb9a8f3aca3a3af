import type { IconNode } from 'lucide';
import { createElement, type SVGProps } from 'react';

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  icon: IconNode;
}

/**
 * An icon drawn in the page, so it shows with the first paint and needs no other file: an SVG image or an external
 * sprite would be one more document for the browser to fetch and build. Icons a page repeats, and those on every
 * page, are stylesheet masks instead (MaskIcon), which carry no shapes in the HTML.
 */
export function Icon({ icon, strokeWidth, className, style, ...props }: IconProps) {
  const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      aria-hidden={labelled ? undefined : true}
      style={strokeWidth === undefined ? style : { ...style, strokeWidth }}
      viewBox="0 0 24 24"
      {...props}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
