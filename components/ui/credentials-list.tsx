import { CalendarCheck, Camera, ShieldCheck, Users, type IconNode } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { site } from '@/content/site';
import { cn } from '@/lib/cn';
import { yearsFilming } from '@/lib/content-queries';

export function CredentialsList({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  const { insurance, equipment, filmingSince, clients } = site.credentials;
  const years = yearsFilming(filmingSince);
  const items: { icon: IconNode; title: string; text: string }[] = [
    { icon: ShieldCheck, title: 'Fully insured', text: insurance },
    { icon: Camera, title: 'Cinema-grade kit', text: equipment },
    {
      icon: CalendarCheck,
      title: `${years} ${years === 1 ? 'year' : 'years'} filming for clients`,
      text: `Running ${site.name} since ${filmingSince}, after years in London production companies.`,
    },
    { icon: Users, title: 'Trusted by', text: `${clients.join(', ')}.` },
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
            <Icon icon={icon} className="size-5" />
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
