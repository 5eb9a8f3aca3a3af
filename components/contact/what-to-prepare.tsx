import { IconList } from '@/components/ui/check-list';

const THINGS = [
  { key: 'dates', content: 'Your dates, or the window you are working to, and any deadline for the finished film' },
  { key: 'venue', content: 'The venue or locations, with who can let us in to look round' },
  { key: 'examples', content: 'Links to a few films you like, and what you like about them' },
  { key: 'brand', content: 'Your brand guidelines: logo, colours, fonts and any music you already use' },
];

export function WhatToPrepare() {
  return (
    <section aria-labelledby="what-to-prepare" className="rounded-card border border-line bg-white/60 p-7 sm:p-9">
      <h2 id="what-to-prepare" className="text-xl font-bold">
        Worth Having to Hand
      </h2>
      <p className="mt-2 text-[0.95rem] leading-relaxed text-muted">
        None of it is needed to get a quote, but it makes our call quicker:
      </p>
      <IconList
        items={THINGS}
        className="mt-5 space-y-3.5"
        itemClassName="flex gap-3 text-[0.95rem] leading-snug text-ink"
        iconClassName="mt-0.5 size-5 shrink-0 text-brand"
      />
    </section>
  );
}
