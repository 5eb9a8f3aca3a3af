import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { site } from '@/content/site';

export const metadata: Metadata = {
  title: 'Thank you',
  description: `Your testimonial has reached ${site.name}.`,
  robots: { index: false, follow: false },
};

export default function ReviewSent() {
  return (
    <div className="container-page max-w-3xl py-20 md:py-24">
      <div role="status">
        <h1 className="text-display-sm font-bold">Thank you! Your testimonial has been sent.</h1>
      </div>
      <p className="mt-4 text-lg text-muted">
        {site.owner} will read it before it appears on the site. If you would like to change anything, reply to the e-mail that
        brought you the link or write to{' '}
        <a href={`mailto:${site.email}`} className="font-semibold text-ink underline underline-offset-4 hover:text-brand">
          {site.email}
        </a>
        .
      </p>
      <p className="mt-8">
        <Link href="/" className="font-semibold text-ink underline underline-offset-4 hover:text-brand">
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
