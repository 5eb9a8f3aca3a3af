import { Link2 } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { shareLinks, type ShareLink } from '@/lib/blog/links';
import { CopyLinkButton } from './copy-link-button';

const SHARE_BUTTON_CLASS =
  'inline-flex h-11 items-center gap-2 rounded-full border border-ink/20 px-5 text-sm font-semibold text-ink transition-colors hover:border-ink hover:bg-ink hover:text-white';

function NetworkIcon({ network }: { network: ShareLink['network'] }) {
  const common = { viewBox: '0 0 24 24', className: 'size-4', 'aria-hidden': true, fill: 'currentColor' } as const;
  switch (network) {
    case 'X':
      return (
        <svg {...common}>
          <path d="M17.8 3h3.1l-6.8 7.7 8 10.3h-6.2l-4.9-6.3L5.4 21H2.3l7.2-8.3L1.9 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z" />
        </svg>
      );
    case 'Facebook':
      return (
        <svg {...common}>
          <path d="M13.5 21v-7.7h2.6l.4-3h-3V8.4c0-.9.3-1.5 1.5-1.5h1.6V4.2c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1Z" />
        </svg>
      );
    case 'LinkedIn':
      return (
        <svg {...common}>
          <path d="M6.9 8.6H3.7V20h3.2V8.6ZM5.3 3.5a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8ZM20.3 13.5c0-3.1-1.7-5.1-4.3-5.1-1.6 0-2.6.8-3.1 1.6V8.6H9.8V20H13v-5.9c0-1.5.5-2.8 2.2-2.8 1.6 0 1.9 1.5 1.9 2.9V20h3.2v-6.5Z" />
        </svg>
      );
  }
}

export function ShareArticle({ title, url }: { title: string; url: string }) {
  return (
    <section
      aria-labelledby="share-heading"
      className="flex flex-col gap-5 border-y border-line py-8 sm:flex-row sm:items-center sm:justify-between"
    >
      <h2 id="share-heading" className="shrink-0 eyebrow whitespace-nowrap text-ink">
        Share This Article
      </h2>
      <ul className="flex flex-wrap items-center gap-3 sm:justify-end">
        {shareLinks(title, url).map((link) => (
          <li key={link.network}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={SHARE_BUTTON_CLASS}>
              <NetworkIcon network={link.network} />
              <span className="sr-only">Share on </span>
              {link.network}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
        <li>
          <CopyLinkButton url={url} className={SHARE_BUTTON_CLASS}>
            <Icon icon={Link2} className="size-4" />
            Copy link
          </CopyLinkButton>
        </li>
      </ul>
    </section>
  );
}
