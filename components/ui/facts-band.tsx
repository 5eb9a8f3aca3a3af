import { cn } from '@/lib/cn';
import { factsBand, type Fact } from '@/lib/facts';

export function FactsBand({ facts = factsBand(), className }: { facts?: Fact[]; className?: string }) {
  if (facts.length === 0) return null;
  return (
    <dl
      data-facts
      className={cn(
        'grid grid-cols-2 gap-px overflow-hidden rounded-card border border-line bg-line [&>:last-child:nth-child(odd)]:col-span-2',
        className,
      )}
    >
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-col-reverse justify-end bg-white p-5 sm:p-6">
          <dt className="mt-1 text-sm leading-snug text-muted">{fact.label}</dt>
          <dd className="font-display text-2xl font-bold tracking-tight text-ink sm:text-3xl">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
