import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { Crumb } from '@/lib/json-ld/breadcrumbs';
import { Breadcrumbs } from './breadcrumbs';

interface PageHeaderProps {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  crumbs?: Crumb[];
  children?: ReactNode;
  compact?: boolean;
  aside?: ReactNode;
  introClassName?: string;
}

const SIZES = {
  compact: {
    crumbs: 'mb-3 md:mb-4',
    eyebrow: 'mb-3 eyebrow text-brand',
    title: 'max-w-4xl text-3xl font-bold md:text-display-sm',
    intro: 'mt-3 max-w-2xl leading-relaxed text-muted md:text-lg',
  },
  full: {
    crumbs: 'mb-8',
    eyebrow: 'mb-4 eyebrow text-brand',
    title: 'max-w-4xl text-display-md font-bold md:text-display-lg',
    intro: 'mt-6 max-w-2xl text-lg leading-relaxed text-muted md:text-xl',
  },
};

export function PageHeader({ eyebrow, title, intro, crumbs, children, compact = false, aside, introClassName }: PageHeaderProps) {
  const size = SIZES[compact ? 'compact' : 'full'];
  const content = (
    <>
      {crumbs && <Breadcrumbs crumbs={crumbs} className={size.crumbs} />}
      {eyebrow && <p className={size.eyebrow}>{eyebrow}</p>}
      <h1 className={size.title}>{title}</h1>
      {intro && <p className={cn(size.intro, introClassName)}>{intro}</p>}
      {children}
    </>
  );
  if (compact) return <header className="container-page pt-4 md:pt-8">{content}</header>;
  return (
    <header className="border-b border-line bg-sand/60">
      <div className={cn('container-page py-14 md:py-20', aside && 'grid gap-10 lg:grid-cols-12 lg:items-end lg:gap-12')}>
        <div className={cn(aside && 'lg:col-span-7')}>{content}</div>
        {aside && <div className="lg:col-span-5">{aside}</div>}
      </div>
    </header>
  );
}
