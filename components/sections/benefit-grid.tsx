import type { TitledText } from '@/content/model';
import { cn } from '@/lib/cn';

export function BenefitGrid({ items }: { items: readonly TitledText[] }) {
  return (
    // Three reasons sit in one row; two or four in pairs, so no row is left with a gap.
    <ul className={cn('grid gap-5 md:grid-cols-2', items.length % 3 === 0 && 'md:grid-cols-3')}>
      {items.map((item, index) => (
        <li key={item.title} className="rounded-card bg-white p-8 shadow-card ring-1 ring-line/60">
          <span aria-hidden className="font-display text-sm font-bold tracking-widest text-brand">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className="mt-4 font-display text-xl font-bold md:text-2xl">{item.title}</h3>
          <p className="mt-3 leading-relaxed text-muted">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
