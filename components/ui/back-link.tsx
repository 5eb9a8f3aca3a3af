import { ArrowLeft } from 'lucide';
import { cn } from '@/lib/cn';
import { Icon } from './icon';
import { Link, type LinkProps } from './link';

export function BackLink({ className, children, ...props }: LinkProps & { className: string }) {
  return (
    <Link
      {...props}
      className={cn(
        'group -my-3 inline-flex min-h-11 items-center gap-2 rounded-sm text-sm font-semibold transition-colors',
        className,
      )}
    >
      <Icon icon={ArrowLeft} className="size-4 transition-transform group-hover:-translate-x-1" />
      {children}
    </Link>
  );
}
