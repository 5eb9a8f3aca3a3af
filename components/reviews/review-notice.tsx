import type { ReactNode } from 'react';
import { site } from '@/content/site';

export function ReviewNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container-page max-w-3xl py-20 md:py-24">
      <h1 className="text-display-sm font-bold">{title}</h1>
      <div className="mt-4 space-y-4 text-lg text-muted">{children}</div>
      <NewLinkRequest className="mt-8 text-lg" />
    </div>
  );
}

export function NewLinkRequest({ className }: { className?: string }) {
  return (
    <p className={className}>
      <a
        href={`mailto:${site.email}?subject=${encodeURIComponent('A new review link, please')}`}
        className="font-semibold text-ink underline underline-offset-4 hover:text-brand"
      >
        Ask {site.owner} for a new link
      </a>{' '}
      ({site.email})
    </p>
  );
}
