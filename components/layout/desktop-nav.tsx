import { ChevronDown } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { NavItem } from '@/lib/nav-section';
import { NavItems } from './nav-items';
import { ServicesDropdown } from './services-dropdown';

export function DesktopNav({ items, servicePaths }: { items: NavItem[]; servicePaths: string[] }) {
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-1 lg:gap-2">
        <NavItems
          items={items}
          group={(item, list) => (
            <ServicesDropdown
              servicePaths={servicePaths}
              className="nav-link group gap-1"
              label={
                <>
                  {item.label}
                  <Icon icon={ChevronDown} className="size-4 transition-transform group-aria-expanded:rotate-180" />
                </>
              }
            >
              {list}
            </ServicesDropdown>
          )}
          classNames={{
            groupList: 'rounded-2xl border border-line bg-white p-2 shadow-card',
            groupLink: 'nav-panel-link',
            link: 'nav-link',
            contact:
              'ml-2 inline-flex h-10 items-center rounded-full bg-ink px-5 text-sm font-semibold text-white transition-colors hover:bg-brand aria-[current=page]:bg-brand',
          }}
        />
      </ul>
    </nav>
  );
}
