import { ChevronRight } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { breadcrumbList, type Crumb } from '@/lib/json-ld/breadcrumbs';
import { JsonLd } from './json-ld';
import { Link } from './link';

export function Breadcrumbs({
  crumbs,
  tone = 'dark',
  className,
}: {
  crumbs: Crumb[];
  tone?: 'dark' | 'light';
  className?: string;
}) {
  const trail = [{ name: 'Home', path: '/' }, ...crumbs];
  return (
    <>
      <nav aria-label="Breadcrumb" className={cn('text-sm', className)}>
        <ol className={cn('flex flex-wrap items-center gap-1.5', tone === 'light' ? 'text-muted-on-dark' : 'text-muted')}>
          {trail.map((crumb, index) => {
            const current = index === trail.length - 1;
            return (
              <li key={crumb.path} className="flex items-center gap-1.5">
                {index > 0 && <Icon icon={ChevronRight} className="size-3.5 opacity-60" />}
                {current ? (
                  <span aria-current="page" className={cn('font-medium', tone === 'light' ? 'text-white' : 'text-ink')}>
                    {crumb.name}
                  </span>
                ) : (
                  <Link href={crumb.path} className="-my-3 inline-flex min-h-11 items-center underline-offset-4 hover:underline">
                    {crumb.name}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbList(crumbs)} />
    </>
  );
}
