import { ArrowLeft } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you were looking for could not be found.',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <section className="container-page flex min-h-[60svh] flex-col items-start justify-center py-24">
      {/* Decorative numerals drawn by CSS, so they are neither read out nor measured as text. */}
      <div
        aria-hidden
        className="font-display text-[clamp(6rem,20vw,12rem)] leading-none font-bold text-brand/15 before:content-['404']"
      />
      <h1 className="-mt-6 text-display-md font-bold md:-mt-10">404 Page Not Found</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">Did you forget to add the page to the router?</p>
      <p className="mt-2 max-w-xl text-muted">
        The link may be broken, or the page may have moved. Everything else is still here.
      </p>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link
          href="/"
          className="inline-flex h-12 items-center gap-2 rounded-full bg-ink px-6 font-semibold text-white hover:bg-brand"
        >
          <Icon icon={ArrowLeft} className="size-4" />
          Back to home
        </Link>
      </div>
    </section>
  );
}
