import Link from 'next/link';
import { inlineParts } from './inline-links';

const linkClass = 'font-medium text-ink underline decoration-brand/50 underline-offset-4 hover:decoration-brand';

/** Copy with `[text](href)` links: site paths use client-side navigation, others are plain anchors. */
export function InlineText({ copy }: { copy: string }) {
  return inlineParts(copy).map((part, index) => {
    if (!('href' in part)) return part.text;
    return part.href.startsWith('/') ? (
      <Link key={index} href={part.href} className={linkClass}>
        {part.text}
      </Link>
    ) : (
      <a key={index} href={part.href} className={linkClass}>
        {part.text}
      </a>
    );
  });
}
