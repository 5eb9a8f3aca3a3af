import { site } from '@/content/site';
import { cn } from '@/lib/cn';

export function BrandMark({ className, tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5 font-display text-lg font-bold tracking-tight', className)}>
      <span aria-hidden className="relative flex size-3">
        <span className="absolute inset-0 rounded-full bg-brand" />
        <span className="absolute -inset-1 rounded-full border border-brand/40" />
      </span>
      <span className={tone === 'light' ? 'text-white' : 'text-ink'}>{site.name}</span>
    </span>
  );
}
