import { Link } from '@/components/ui/link';
import { site } from '@/content/site';
import { allServicePaths, mainNavigation } from '@/lib/navigation';
import { BrandMark } from './brand-mark';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';

export function SiteHeader() {
  const items = mainNavigation();
  const servicePaths = allServicePaths();
  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-paper">
      <div className="relative container-page flex h-[4.5rem] items-center justify-between gap-2 min-[360px]:gap-3 md:gap-6">
        <Link href="/" aria-label={`${site.name}, home`} className="shrink-0 rounded-md whitespace-nowrap">
          <BrandMark className="max-[359px]:gap-2 max-[359px]:text-base" />
        </Link>
        <DesktopNav items={items} servicePaths={servicePaths} />
        <MobileMenu items={items} servicePaths={servicePaths} />
      </div>
    </header>
  );
}
