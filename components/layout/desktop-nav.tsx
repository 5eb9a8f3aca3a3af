import { ChevronDown } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { NavItem } from '@/lib/nav-section';
import { NavItems } from './nav-items';
import { ServicesDropdown } from './services-dropdown';

const underline = 'after:absolute after:inset-x-3 after:-bottom-0.5 after:hidden after:h-0.5 after:rounded-full after:bg-brand';

export function DesktopNav({ items, servicePaths }: { items: NavItem[]; servicePaths: string[] }) {
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-1 lg:gap-2">
        <NavItems
          items={items}
          group={(item, list) => (
            <ServicesDropdown
              servicePaths={servicePaths}
              className={`${underline} group relative inline-flex h-10 items-center gap-1 px-3 text-sm font-medium text-ink transition-colors hover:text-brand data-active:text-brand data-active:after:block`}
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
          groupClassNames={{
            list: 'rounded-2xl border border-line bg-white p-2 shadow-card',
            link: 'block rounded-xl px-4 py-3 text-sm font-medium text-ink transition-colors hover:bg-sand aria-[current=page]:text-brand',
          }}
          linkClassName={(item) =>
            item.section === 'contact'
              ? 'ml-2 inline-flex h-10 items-center rounded-full bg-ink px-5 text-sm font-semibold text-white transition-colors hover:bg-brand aria-[current=page]:bg-brand'
              : `${underline} relative inline-flex h-10 items-center px-3 text-sm font-medium text-ink transition-colors hover:text-brand aria-[current=page]:text-brand aria-[current=page]:after:block`
          }
        />
      </ul>
    </nav>
  );
}
