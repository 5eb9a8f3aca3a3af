import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Link } from './link';
import { MaskIcon } from './mask-icon';

export function ArrowLink({ className, children, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link {...props} className={clsx('group/link arrow-link', className)}>
      {children}
      <MaskIcon name="arrow-right" className="size-4 transition-transform group-hover/link:translate-x-1" />
    </Link>
  );
}
