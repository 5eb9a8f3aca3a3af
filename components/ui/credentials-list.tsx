import { MaskIcon, type MaskName } from '@/components/ui/mask-icon';
import { site } from '@/content/site';
import { cn } from '@/lib/cn';
import { yearsFilming } from '@/lib/content-queries';
import { sentenceList } from '@/lib/sentence-list';

export function CredentialsList({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  const { insurance, equipment, filmingSince, clients } = site.credentials;
  const years = yearsFilming(filmingSince);
  const items: { icon: MaskName; title: string; text: string }[] = [
    { icon: 'shield-check', title: 'Fully insured', text: insurance },
    { icon: 'camera', title: 'Cinema-grade kit', text: equipment },
    {
      icon: 'calendar-check',
      title: `${years} ${years === 1 ? 'year' : 'years'} filming for clients`,
      text: `Running ${site.name} since ${filmingSince}, after years in London production companies.`,
    },
    { icon: 'users', title: 'Trusted by', text: sentenceList(clients) },
  ];
  const dark = tone === 'dark';
  return (
    <ul data-credentials className={cn('grid gap-6 sm:grid-cols-2', className)}>
      {items.map(({ icon, title, text }) => (
        <li key={title} className="flex gap-4">
          <span
            aria-hidden
            className={cn(
              'flex size-11 shrink-0 items-center justify-center rounded-full',
              dark ? 'bg-white/8 text-brand-glow' : 'bg-brand/10 text-brand',
            )}
          >
            <MaskIcon name={icon} className="size-5" />
          </span>
          <div>
            <p className={cn('font-semibold', dark ? 'text-white' : 'text-ink')}>{title}</p>
            <p className={cn('mt-1 text-[0.95rem] leading-relaxed', dark ? 'text-white/80' : 'text-muted')}>{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
