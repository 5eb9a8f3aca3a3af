import { ArrowLink } from '@/components/ui/arrow-link';
import { FaqList } from '@/components/ui/faq-list';
import type { FaqGroup } from './faq-groups';

interface SiteFaqsProps {
  serviceGroups: readonly FaqGroup[];
  locationGroups: readonly FaqGroup[];
}

export function SiteFaqs({ serviceGroups, locationGroups }: SiteFaqsProps) {
  return (
    <div className="space-y-16 md:space-y-20">
      <nav aria-label="FAQ topics" className="flex flex-wrap gap-2.5">
        {[...serviceGroups, ...locationGroups].map((group) => (
          <a
            key={group.id}
            href={`#${group.id}`}
            className="inline-flex h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-ink transition-colors hover:border-ink"
          >
            {group.title}
          </a>
        ))}
      </nav>
      <FaqSection title="Questions by Service" groups={serviceGroups} />
      <FaqSection title="Questions by Location" groups={locationGroups} />
    </div>
  );
}

function FaqSection({ title, groups }: { title: string; groups: readonly FaqGroup[] }) {
  return (
    <section className="space-y-12">
      <h2 className="text-display-sm font-bold">{title}</h2>
      {groups.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className="grid gap-6 md:grid-cols-12">
          <div className="md:sticky md:top-28 md:col-span-4 md:self-start">
            <h3 id={`${group.id}-title`} className="text-xl font-bold md:text-2xl">
              {group.title}
            </h3>
            <ArrowLink href={group.href} className="mt-1 text-sm text-brand-deep decoration-transparent hover:decoration-current">
              {group.linkLabel}
            </ArrowLink>
          </div>
          <div className="md:col-span-8">
            <FaqList faqs={group.faqs} />
          </div>
        </section>
      ))}
    </section>
  );
}
