import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { postPath } from '@/lib/blog-links';
import { isSafeSlug, isValidSecret } from '@/lib/contentful/webhook';
import { env } from '@/lib/env';

/**
 * Draft preview for the owner: /api/draft?secret=CONTENTFUL_PREVIEW_SECRET&slug=my-post
 * (Contentful's preview URL) turns on Next's draft mode and opens the post as the
 * Preview API shows it.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  if (!isValidSecret(params.get('secret'), env.CONTENTFUL_PREVIEW_SECRET)) {
    return new Response('Invalid or missing secret', { status: 401 });
  }
  const slug = params.get('slug');
  // Only a post path: the slug never becomes a redirect to somewhere else.
  if (!isSafeSlug(slug)) return new Response('Missing or invalid slug', { status: 400 });
  (await draftMode()).enable();
  redirect(postPath(slug));
}
