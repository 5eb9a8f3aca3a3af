import { ChevronDown, Menu, X } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { NavItem } from '@/lib/nav-section';
import { HeaderLink } from './header-link';
import { MenuContactOptions } from './menu-contact-options';
import { MenuDetails } from './menu-details';
import { NavItems } from './nav-items';

export function MobileMenu({ items, servicePaths }: { items: NavItem[]; servicePaths: string[] }) {
  return (
    <div className="flex items-center gap-2 md:hidden">
      {/* Current, that is on the contact page itself, it steps aside. */}
      <HeaderLink
        href="/contact"
        section="contact"
        className="inline-flex h-11 items-center rounded-full bg-brand px-3 text-[0.8125rem] font-semibold whitespace-nowrap text-white shadow-sm transition-colors hover:bg-ink aria-[current=page]:hidden min-[360px]:px-4 min-[360px]:text-sm"
      >
        Get a Quote
      </HeaderLink>
      <MenuDetails servicePaths={servicePaths} className="group/menu">
        <summary className="inline-flex h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-2 rounded-full border border-line bg-white px-3 text-sm font-semibold text-ink shadow-sm min-[400px]:px-4 [&::-webkit-details-marker]:hidden">
          <Icon icon={Menu} className="size-5 group-open/menu:hidden" />
          <Icon icon={X} className="hidden size-5 group-open/menu:block" />
          {/* On the narrowest phones the icon alone, so the brand and Get a Quote keep one line. */}
          <span className="group-open/menu:hidden max-[399px]:sr-only">Menu</span>
          <span className="hidden group-open/menu:inline max-[399px]:sr-only">Close</span>
        </summary>
        <div aria-hidden data-menu-backdrop className="fixed inset-x-0 top-[4.5rem] bottom-0 bg-ink/50" />
        <nav
          aria-label="Site menu"
          className="absolute inset-x-0 top-full max-h-[calc(100svh-4.5rem)] overflow-y-auto overscroll-contain border-b border-line bg-paper shadow-card"
        >
          <ul className="container-page flex flex-col py-4">
            <NavItems
              items={items}
              itemClassName={(item) => (item.section === 'contact' ? 'pt-6' : 'border-b border-line/70')}
              group={(item, list) => (
                <details className="group/services">
                  <summary className="flex w-full cursor-pointer list-none items-center justify-between py-4 text-left font-display text-xl font-bold group-data-[section=services]/menu:text-brand [&::-webkit-details-marker]:hidden">
                    {item.label}
                    <Icon icon={ChevronDown} className="size-5 transition-transform group-open/services:rotate-180" />
                  </summary>
                  {list}
                </details>
              )}
              classNames={{
                groupList: 'pb-4 pl-4',
                groupLink: 'menu-sublink',
                link: 'menu-link',
                contact:
                  'flex h-13 items-center justify-center rounded-full bg-ink font-display text-lg font-bold text-white transition-colors hover:bg-brand aria-[current=page]:bg-brand',
              }}
            />
          </ul>
          <MenuContactOptions />
        </nav>
      </MenuDetails>
    </div>
  );
}
