import { revalidateContent } from '@/lib/contentful/revalidate';
import { entryKeysFromWebhook, isValidSecret } from '@/lib/contentful/webhook';
import { env } from '@/lib/env';

/** Contentful's webhook, with the header x-revalidate-secret: CONTENTFUL_REVALIDATE_SECRET. */
export async function POST(request: Request) {
  if (!isValidSecret(request.headers.get('x-revalidate-secret'), env.CONTENTFUL_REVALIDATE_SECRET)) {
    return Response.json({ revalidated: false, message: 'Invalid or missing x-revalidate-secret header' }, { status: 401 });
  }
  const text = await request.text();
  let body: unknown = null;
  try {
    if (text.trim()) body = JSON.parse(text);
  } catch {
    return Response.json({ revalidated: false, message: 'The body is not valid JSON' }, { status: 400 });
  }
  const tags = revalidateContent(entryKeysFromWebhook(body));
  return Response.json({ revalidated: true, tags, now: Date.now() });
}
