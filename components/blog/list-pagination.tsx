import { ArrowLeft, ArrowRight } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { blogPagePath, pageLinks } from '@/lib/blog/pages';
import { cn } from '@/lib/cn';

const step =
  'inline-flex h-11 items-center gap-2 rounded-full border border-ink/20 px-5 text-sm font-semibold text-ink transition-colors hover:border-ink hover:bg-ink hover:text-white';
const number =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold text-ink transition-colors hover:bg-sand sm:size-11';

export function ListPagination({ page, last }: { page: number; last: number }) {
  if (last <= 1) return null;
  return (
    <nav
      aria-label="Pages of articles"
      className="mt-14 grid grid-cols-2 items-center gap-x-4 gap-y-6 sm:flex sm:justify-between md:mt-16"
    >
      <div className="sm:min-w-40">
        {page > 1 && (
          <Link href={blogPagePath(page - 1)} rel="prev" className={step}>
            <Icon icon={ArrowLeft} className="size-4" />
            <span>
              Newer<span className="max-sm:sr-only"> articles</span>
            </span>
          </Link>
        )}
      </div>
      <ol className="order-first col-span-2 flex justify-center gap-0.5 sm:order-none sm:gap-1">
        {pageLinks(page, last).map((linked, index) =>
          linked === null ? (
            <li key={`gap-${index}`} aria-hidden className="inline-flex h-10 w-6 items-center justify-center text-muted sm:h-11">
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
      <div className="flex justify-end sm:min-w-40">
        {page < last && (
          <Link href={blogPagePath(page + 1)} rel="next" className={step}>
            <span>
              Older<span className="max-sm:sr-only"> articles</span>
            </span>
            <Icon icon={ArrowRight} className="size-4" />
          </Link>
        )}
      </div>
    </nav>
  );
}
