import type { IconNode } from 'lucide';
import { createElement, type SVGProps } from 'react';

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  icon: IconNode;
}

// Inline SVG paints with the page; an SVG image or sprite is one more document to fetch and build. Repeated icons: MaskIcon.
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
