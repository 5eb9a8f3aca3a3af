import { testimonialRequestContentType } from '@/content/model';
import { revalidateContent } from '@/lib/contentful/revalidate';
import { entryKeysFromWebhook, isValidSecret, publishedEntryOf } from '@/lib/contentful/webhook';
import { env } from '@/lib/env';
import { reviewRequestServices } from '@/lib/reviews/request-services';
import { inviteForRequest } from '@/lib/reviews/review-request';

/** Contentful's webhook, with the header x-revalidate-secret: CONTENTFUL_REVALIDATE_SECRET. */
export async function POST(request: Request) {
  if (!isValidSecret(request.headers.get('x-revalidate-secret'), env.CONTENTFUL_REVALIDATE_SECRET)) {
    return Response.json({ revalidated: false, message: 'Invalid or missing x-revalidate-secret header' }, { status: 401 });
  }
  // A body cut short (the server's time limit) has been logged by the server guard; nobody reads this answer.
  const text = await request.text().catch(() => null);
  if (text === null) return new Response(null, { status: 408 });
  let body: unknown = null;
  try {
    if (text.trim()) body = JSON.parse(text);
  } catch {
    return Response.json({ revalidated: false, message: 'The body is not valid JSON' }, { status: 400 });
  }
  const tags = revalidateContent(entryKeysFromWebhook(body));
  // A published Testimonial request: its answer, in Contentful's webhook log, says whether the link went.
  const requestId = publishedEntryOf(body, testimonialRequestContentType.id, request.headers.get('x-contentful-topic'));
  if (requestId) {
    const { status, message } = await inviteForRequest(requestId, reviewRequestServices());
    return Response.json({ revalidated: true, tags, now: Date.now(), reviewLink: message }, { status });
  }
  return Response.json({ revalidated: true, tags, now: Date.now() });
}
