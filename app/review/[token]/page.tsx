import type { Metadata } from 'next';
import { ReviewForm } from '@/components/reviews/review-form';
import { ReviewNotice } from '@/components/reviews/review-notice';
import { Link } from '@/components/ui/link';
import { site } from '@/content/site';
import { getPublishedPortfolio } from '@/lib/contentful/portfolio';
import { reviewReceived } from '@/lib/reviews/review';
import { siteReviewFiles, siteReviewSecret } from '@/lib/reviews/review-services';
import { readInvitation } from '@/lib/reviews/token';

// A page per client: rendered for each visit and never kept, so made-up links add nothing to the page cache.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Your testimonial',
  description: `A private page for a client of ${site.name} to send a testimonial.`,
  robots: { index: false, follow: false },
};

export default async function ReviewPage({ params }: PageProps<'/review/[token]'>) {
  const { token } = await params;
  const reading = readInvitation(token, await siteReviewSecret());
  if (!reading.ok && reading.reason === 'invalid') {
    return (
      <ReviewNotice title="This link does not work">
        <p>It may have been copied only in part, or changed. No form can be sent with it.</p>
      </ReviewNotice>
    );
  }
  if (!reading.ok) {
    return (
      <ReviewNotice title="This link has expired">
        <p>Review links work for a few weeks. If you would still like to say a few words, a new link is one e-mail away.</p>
      </ReviewNotice>
    );
  }
  const { invitation } = reading;
  if (await reviewReceived(siteReviewFiles().reviews, invitation.id)) {
    return (
      <ReviewNotice title="This link has been used">
        <p>A testimonial was already sent with it: thank you. Each link takes one; to change yours, please get in touch.</p>
      </ReviewNotice>
    );
  }
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
