import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { PREVIEW_PAGE_TYPES, type PreviewPageType } from '@/lib/contentful/preview-urls.mjs';
import { isSafeSlug, isValidSecret } from '@/lib/contentful/webhook';
import { env } from '@/lib/env';
import { postPath, projectPagePath } from '@/lib/routes';

/** Where each page family of a preview address opens (lib/contentful/preview-urls.mjs names them). */
const DRAFT_PAGES: Record<PreviewPageType, (slug: string) => string> = {
  post: postPath,
  project: (slug) => projectPagePath({ slug: encodeURIComponent(slug) }),
};

const isPageType = (type: string): type is PreviewPageType => (PREVIEW_PAGE_TYPES as readonly string[]).includes(type);

/**
 * Contentful's preview URL: /api/draft?secret=…&type=post&slug=my-post&id=entryId (type defaults to post);
 * a draft without a usable slug opens by its id.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  if (!isValidSecret(params.get('secret'), env.CONTENTFUL_PREVIEW_SECRET)) {
    return new Response('Invalid or missing secret', { status: 401 });
  }
  const type = params.get('type') ?? 'post';
  if (!isPageType(type)) return new Response('Unknown page type', { status: 400 });
  // Only a page path of that family: neither value ever becomes a redirect to somewhere else.
  const slug = [params.get('slug'), params.get('id')].find(isSafeSlug);
  if (!slug) return new Response('Missing or invalid slug and id', { status: 400 });
  (await draftMode()).enable();
  redirect(DRAFT_PAGES[type](slug));
}
