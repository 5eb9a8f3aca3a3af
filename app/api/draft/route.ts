import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';

import { isSafeSlug, isValidSecret } from '@/lib/contentful/webhook';
import { env } from '@/lib/env';
import { postPath } from '@/lib/routes';

/** Contentful's preview URL: /api/draft?secret=…&slug=my-post&id=entryId; a draft without a usable slug opens by its id. */
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
