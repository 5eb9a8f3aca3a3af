import { ArrowRight } from 'lucide';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { CONTACT_PATH } from '@/lib/contact-routes';
import { Icon } from './icon';
import { Link } from './link';
import { QuoteLink } from './quote-link';

type Variant = 'primary' | 'dark' | 'outline' | 'outline-light' | 'light';

const variants: Record<Variant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-deep',
  dark: 'bg-ink text-white hover:bg-brand',
  outline: 'border border-ink/25 text-ink hover:border-ink hover:bg-ink hover:text-white',
  'outline-light': 'border border-white/40 text-white hover:border-white hover:bg-white hover:text-ink',
  light: 'bg-white text-ink hover:bg-sand',
};

interface ButtonLinkProps {
  variant?: Variant;
  size?: 'md' | 'lg';
  arrow?: boolean;
  children: ReactNode;
}

export function ButtonLink({
  variant = 'primary',
  size = 'md',
  arrow = false,
  className,
  children,
  ...props
}: ComponentProps<typeof Link> & ButtonLinkProps) {
  const Anchor = props.href === CONTACT_PATH ? QuoteLink : Link;
  return (
    <Anchor
      {...props}
      className={cn(
        // A label on one line: a button that wraps reads as two.
        'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors duration-200',
        size === 'lg' ? 'h-14 px-8 text-base' : 'h-12 px-6 text-sm',
        variants[variant],
        className,
      )}
    >
      {children}
      {arrow && <Icon icon={ArrowRight} className={size === 'lg' ? 'size-5' : 'size-4'} />}
    </Anchor>
  );
}

/** A service, location or film page's first call to action, in its hero. */
export function HeroQuoteLink({ href, className }: { href: string; className?: string }) {
  return (
    <ButtonLink href={href} size="lg" arrow data-hero-quote className={className}>
      Get a Quote
    </ButtonLink>
  );
}
