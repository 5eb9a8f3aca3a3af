import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';

import { isSafeSlug } from '@/lib/contentful/webhook';
import { postPath } from '@/lib/routes';

export async function GET(request: Request) {
  (await draftMode()).disable();
  const slug = new URL(request.url).searchParams.get('slug');
  redirect(isSafeSlug(slug) ? postPath(slug) : '/blog');
}
