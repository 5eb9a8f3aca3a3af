import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';

import { isSafeSlug, isValidSecret } from '@/lib/contentful/webhook';
import { env } from '@/lib/env';
import { postPath } from '@/lib/routes';

/**
 * Draft preview for the owner: /api/draft?secret=CONTENTFUL_PREVIEW_SECRET&slug=my-post&id=entryId
 * (Contentful's preview URL) turns on Next's draft mode and opens the post as the
 * Preview API shows it. A draft whose slug is still empty (or unusable) opens by its entry
 * id, the address the site gives such a post.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  if (!isValidSecret(params.get('secret'), env.CONTENTFUL_PREVIEW_SECRET)) {
    return new Response('Invalid or missing secret', { status: 401 });
  }
  // Only a post path: neither value ever becomes a redirect to somewhere else.
  const slug = [params.get('slug'), params.get('id')].find(isSafeSlug);
  if (!slug) return new Response('Missing or invalid slug and id', { status: 400 });
  (await draftMode()).enable();
  redirect(postPath(slug));
}
