import { Link } from '@/components/ui/link';
import { withQuoteSource } from '@/lib/contact-routes';
import { inlineParts } from './inline-links';

const linkClass = 'font-medium text-ink underline decoration-brand/50 underline-offset-4 hover:decoration-brand';

export function InlineText({ copy, from }: { copy: string; from?: string }) {
  return inlineParts(copy).map((part, index) => {
    if (!('href' in part)) return part.text;
    return part.href.startsWith('/') ? (
      <Link key={index} href={from ? withQuoteSource(part.href, from) : part.href} className={linkClass}>
        {part.text}
      </Link>
    ) : (
      <a key={index} href={part.href} className={linkClass}>
        {part.text}
      </a>
    );
  });
}
