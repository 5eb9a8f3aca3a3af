import { ArrowLeft, ArrowRight } from 'lucide';
import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { blogPagePath, pageLinks } from '@/lib/blog/pages';
import { cn } from '@/lib/cn';

const step =
  'inline-flex h-11 items-center gap-2 rounded-full border border-ink/20 px-5 text-sm font-semibold text-ink transition-colors hover:border-ink hover:bg-ink hover:text-white';
const number =
  'inline-flex size-11 items-center justify-center rounded-full text-sm font-semibold text-ink transition-colors hover:bg-sand';

/** Links to the newer and older pages of /blog, and to the first, last and neighbouring pages by number. */
export function ListPagination({ page, last }: { page: number; last: number }) {
  if (last <= 1) return null;
  return (
    <nav aria-label="Pages of articles" className="mt-14 flex flex-wrap items-center justify-between gap-4 md:mt-16">
      <div className="min-w-36">
        {page > 1 && (
          <Link href={blogPagePath(page - 1)} rel="prev" className={step}>
            <Icon icon={ArrowLeft} className="size-4" />
            Newer articles
          </Link>
        )}
      </div>
      <ol className="order-last flex w-full flex-wrap justify-center gap-1 sm:order-none sm:w-auto">
        {pageLinks(page, last).map((linked, index) =>
          linked === null ? (
            <li key={`gap-${index}`} aria-hidden className="inline-flex size-11 items-center justify-center text-muted">
              …
            </li>
          ) : (
            <li key={linked}>
              <Link
                href={blogPagePath(linked)}
                aria-current={linked === page ? 'page' : undefined}
                aria-label={`Page ${linked}`}
                className={cn(number, linked === page && 'bg-ink text-white hover:bg-ink')}
              >
                {linked}
              </Link>
            </li>
          ),
        )}
      </ol>
      <div className="flex min-w-36 justify-end">
        {page < last && (
          <Link href={blogPagePath(page + 1)} rel="next" className={step}>
            Older articles
            <Icon icon={ArrowRight} className="size-4" />
          </Link>
        )}
      </div>
    </nav>
  );
}
