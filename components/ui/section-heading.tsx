import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface SectionHeadingProps {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  id?: string;
  align?: 'left' | 'center';
  tone?: 'dark' | 'light';
  className?: string;
}

export function SectionHeading({ eyebrow, title, intro, id, align = 'left', tone = 'dark', className }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className={cn('mb-4 eyebrow', tone === 'light' ? 'text-brand-glow' : 'text-brand')}>{eyebrow}</p>}
      <h2 id={id} className={cn('text-display-sm font-bold md:text-display-md', tone === 'light' && 'text-white')}>
        {title}
      </h2>
      {intro && (
        <p className={cn('mt-5 text-lg leading-relaxed', tone === 'light' ? 'text-muted-on-dark' : 'text-muted')}>{intro}</p>
      )}
    </div>
  );
}
