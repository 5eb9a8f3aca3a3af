import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { postPath } from '@/lib/blog-links';
import { isSafeSlug } from '@/lib/contentful/webhook';

/** Leaves draft mode and returns to the published post (or the blog). */
export async function GET(request: Request) {
  (await draftMode()).disable();
  const slug = new URL(request.url).searchParams.get('slug');
  redirect(isSafeSlug(slug) ? postPath(slug) : '/blog');
}
