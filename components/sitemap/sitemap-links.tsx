import { ArrowRight } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { ReactNode } from 'react';
import Link from 'next/link';
import { cn } from '@/lib/cn';
import type { SitemapSection } from '@/lib/sitemap-pages';

/** One section of the HTML sitemap: a heading and its pages as links. */
interface SitemapLinksProps {
  section: SitemapSection;
  /** Shown instead of the list when the section has no pages. */
  empty?: ReactNode;
  /** Spread a long list over columns on wide screens. */
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
        <ul className={cn('mt-5 space-y-1', columns && 'md:grid md:grid-cols-2 md:space-y-0 md:gap-x-6 lg:grid-cols-3')}>
          {section.pages.map((page) => (
            <li key={page.path}>
              <Link
                href={page.path}
                className="group flex items-center justify-between gap-4 rounded-lg px-2 py-2 text-ink transition-colors hover:bg-paper hover:text-brand-deep"
              >
                {page.title}
                <Icon icon={ArrowRight} className="size-4 shrink-0 text-muted transition-transform group-hover:translate-x-0.5" />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4 leading-relaxed text-muted">{empty}</div>
      )}
    </section>
  );
}
