import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

interface PageSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  tone?: 'sand' | 'dark';
  children: ReactNode;
}

export function PageSection({ id, eyebrow, title, intro, tone = 'sand', children }: PageSectionProps) {
  if (tone === 'dark') {
    return (
      <section aria-labelledby={id} className="on-dark bg-ink py-16 text-white md:py-24">
        <div className="container-page grid gap-12 lg:grid-cols-12">
          <SectionHeading id={id} tone="light" eyebrow={eyebrow} title={title} intro={intro} className="lg:col-span-4" />
          <div className="lg:col-span-8">{children}</div>
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby={id} className="bg-sand/60 py-16 md:py-24">
      <div className="container-page">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} intro={intro} />
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
