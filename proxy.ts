import { NextResponse, type NextRequest } from 'next/server';
import { CONTACT_PATH, CONTACT_SENT_PATH } from '@/lib/contact/routes';

/**
 * Shows the contact confirmation without rendering /contact per request.
 *
 * The form service redirects to /contact?success=true. Reading `searchParams` in the page
 * would make /contact dynamic (rendered for every visitor), and reading the query in the
 * browser would hide the confirmation from visitors without JavaScript. Instead this proxy
 * rewrites that one URL to /contact/sent, a second pre-rendered copy of the page with the
 * confirmation; it is never linked, carries noindex and names /contact as its canonical
 * page, so it never stands as a page of its own. The address bar keeps /contact?success=true.
 * (Redirecting direct visits to /contact/sent is not possible here: the proxy also sees the
 * rewritten request, so such a redirect would undo the rewrite.)
 *
 * The matcher runs the proxy only for /contact with the flag, so every other request,
 * plain /contact included, skips it entirely.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname === CONTACT_PATH && searchParams.get('success') === 'true') {
    return NextResponse.rewrite(new URL(CONTACT_SENT_PATH, request.url));
  }
  return NextResponse.next();
}

export const config = {
  matcher: [{ source: '/contact', has: [{ type: 'query', key: 'success', value: 'true' }] }],
};
