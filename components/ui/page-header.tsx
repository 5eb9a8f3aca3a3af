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
}

export function PageHeader({ eyebrow, title, intro, crumbs, children, compact = false, aside }: PageHeaderProps) {
  if (compact) {
    return (
      <header className="container-page pt-4 md:pt-8">
        {crumbs && <Breadcrumbs crumbs={crumbs} className="mb-3 md:mb-4" />}
        {eyebrow && <p className="mb-3 eyebrow text-brand">{eyebrow}</p>}
        <h1 className="max-w-4xl text-3xl font-bold md:text-display-sm">{title}</h1>
        {intro && <p className="mt-3 max-w-2xl leading-relaxed text-muted md:text-lg">{intro}</p>}
        {children}
      </header>
    );
  }
  return (
    <header className="border-b border-line bg-sand/60">
      <div className={cn('container-page py-14 md:py-20', aside && 'grid gap-10 lg:grid-cols-12 lg:items-end lg:gap-12')}>
        <div className={cn(aside && 'lg:col-span-7')}>
          {crumbs && <Breadcrumbs crumbs={crumbs} className="mb-8" />}
          {eyebrow && <p className="mb-4 eyebrow text-brand">{eyebrow}</p>}
          <h1 className="max-w-4xl text-display-md font-bold md:text-display-lg">{title}</h1>
          {intro && <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted md:text-xl">{intro}</p>}
          {children}
        </div>
        {aside && <div className="lg:col-span-5">{aside}</div>}
      </div>
    </header>
  );
}
