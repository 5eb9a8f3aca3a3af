import { site } from '@/content/site';
import { cn } from '@/lib/cn';
import { SocialIcon } from './social-icon';

export function SocialLinks({ labelled = false, className }: { labelled?: boolean; className?: string }) {
  return (
    <ul className={className} aria-label={labelled ? undefined : 'Social profiles'}>
      {site.socials.map((profile) => (
        <li key={profile.network}>
          <a
            href={profile.url}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(
              'flex items-center text-white transition-colors hover:border-brand-glow hover:text-brand-glow',
              labelled
                ? 'h-12 gap-3 rounded-xl border border-white/15 px-4 text-sm font-medium'
                : 'size-11 justify-center rounded-full border border-white/20',
            )}
          >
            <SocialIcon network={profile.network} className="size-5" />
            {labelled ? (
              <>
                <span>{profile.network}</span>
                <span className="sr-only"> (opens in a new tab)</span>
              </>
            ) : (
              <span className="sr-only">{profile.network} (opens in a new tab)</span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
