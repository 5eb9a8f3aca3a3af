import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReviewForm } from '@/components/reviews/review-form';
import { Link } from '@/components/ui/link';
import { site } from '@/content/site';
import { getPublishedPortfolio } from '@/lib/contentful/portfolio';
import { openReviewLink } from '@/lib/reviews/review-link';

// A page per client: rendered for each visit and never kept, so made-up links add nothing to the page cache.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Your testimonial',
  description: `A private page for a client of ${site.name} to send a testimonial.`,
  robots: { index: false, follow: false },
};

/** A link that cannot take a testimonial (made up, cut short, expired, used, or the secret unreadable) is not found. */
export default async function ReviewPage({ params }: PageProps<'/review/[token]'>) {
  const { token } = await params;
  const invitation = await openReviewLink(token);
  // The proxy sends dead links to the not-found page; a link used in the meantime still never shows the form.
  if (!invitation) notFound();
  const film = invitation.film
    ? ((await getPublishedPortfolio()).projects.find((project) => project.slug === invitation.film)?.title ?? invitation.film)
    : undefined;
  return (
    <div className="container-page max-w-3xl py-16 md:py-20">
      <p className="mb-3 eyebrow text-brand">Your testimonial</p>
      <h1 className="text-display-sm font-bold">Hello {invitation.name}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">
        {film ? (
          <>
            Thank you for working with me on <strong className="text-ink">{film}</strong>. Would you say a few words about it?
          </>
        ) : (
          <>Thank you for working with me. Would you say a few words about it?</>
        )}{' '}
        They will appear on the {site.name} website only with your permission below, and only after I have read them.
      </p>
      <p className="mt-3 text-muted">
        Your words will be shown with your name, <strong className="text-ink">{invitation.name}</strong>, and the role and company
        you give here. Nothing else about you is kept; see the{' '}
        <Link href="/privacy-policy" className="font-medium text-ink underline underline-offset-4 hover:text-brand">
          privacy policy
        </Link>
        .
      </p>
      <div className="mt-10">
        <ReviewForm token={token} company={invitation.company} />
      </div>
    </div>
  );
}
