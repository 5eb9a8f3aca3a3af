import type { ReactNode } from 'react';
import { ArrowLinkList } from '@/components/ui/arrow-link-list';
import { cn } from '@/lib/cn';
import type { SitemapSection } from '@/lib/sitemap-pages';

interface SitemapLinksProps {
  section: SitemapSection;
  empty?: ReactNode;
  columns?: boolean;
}

export function SitemapLinks({ section, empty, columns }: SitemapLinksProps) {
  const headingId = `sitemap-${section.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line bg-white p-7">
      <h2 id={headingId} className="text-xl font-bold">
        {section.title}
      </h2>
      {section.pages.length > 0 ? (
        <ArrowLinkList
          links={section.pages.map((page) => ({ href: page.path, label: page.title }))}
          className={cn('mt-5 space-y-1', columns && 'md:grid md:grid-cols-2 md:space-y-0 md:gap-x-6 lg:grid-cols-3')}
        />
      ) : (
        <div className="mt-4 leading-relaxed text-muted">{empty}</div>
      )}
    </section>
  );
}
