import Link from 'next/link';
import { site } from '@/content/site';
import { allServicePaths, mainNavigation } from '@/lib/navigation';
import { BrandMark } from './brand-mark';
import { SiteNav } from './site-nav';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-paper">
      <div className="relative container-page flex h-[4.5rem] items-center justify-between gap-3 md:gap-6">
        <Link href="/" aria-label={`${site.name}, home`} className="shrink-0 rounded-md whitespace-nowrap">
          <BrandMark />
        </Link>
        <SiteNav items={mainNavigation()} servicePaths={allServicePaths()} />
      </div>
    </header>
  );
}
