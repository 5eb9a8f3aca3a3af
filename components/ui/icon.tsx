import type { IconNode } from 'lucide';
import { createElement, type SVGProps } from 'react';

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** The icon's shapes, imported from `lucide` (for example `import { Menu } from 'lucide'`). */
  icon: IconNode;
}

/** Plain markup, no client runtime (lucide-react's icons are client components); decorative unless given a label. */
export function Icon({ icon, strokeWidth = 2, ...props }: IconProps) {
  const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled ? undefined : true}
      focusable="false"
      {...props}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
