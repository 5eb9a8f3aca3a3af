import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { blogListPageResponse, isBlogListPagePath } from '@/lib/blog/list-page-guard';
import { confirmationRoute, CONTACT_PATH, CONTACT_SUCCESS_PATH } from '@/lib/contact-routes';
import { briefChoices } from '@/lib/contact/brief-content';
import { parseBriefKey } from '@/lib/contact/brief-key';
import { isThanksToken } from '@/lib/contact/thanks';
import { lookUpPostKey, postKeyKnownNow } from '@/lib/contentful/known-posts';
import { knownProjects } from '@/lib/contentful/portfolio-read';
import { IMAGE_OPTIMIZER_PATH, imageRequestProblem } from '@/lib/http/image-request';
import { prerenderManifest } from '@/lib/prerender-manifest';
import { openReviewLink } from '@/lib/reviews/review-link';
import { REVIEW_LINK_GONE_ADDRESS, REVIEW_SENT_PATH } from '@/lib/reviews/routes';
import { lowerCaseAddress, NOT_FOUND_PATH, slugFromSegment } from '@/lib/routes';
import { staticViewPath } from '@/lib/static-views';
import { VIEW_HEADER } from '@/lib/view-rewrites';

// Runs before the pages it has work on (`config.matcher`) and the optimised images (not API routes: a proxy would
// buffer their bodies; the methods, sizes and malformed spellings of requests are screened before Next, in
// lib/http/server-guard.ts). An optimised image is only the one plain spelling of a site file; an
// address typed with capitals goes to its lower-case spelling; and a /blog/ address that is no post,
// or a /portfolio/ address that is no film, redirects before rendering, as Next would otherwise keep
// each made-up address in its page cache.

const BLOG_PATH = /^\/blog\/([^/]+)(\/opengraph-image[^/]*)?$/;
const BLOG_ROUTES = new Set(['rss.xml', 'opengraph-image']);
const SENT_PATH = /^\/contact\/sent\/([^/]+)$/;
const PROJECT_PATH = /^\/portfolio\/([^/]+)(\/opengraph-image[^/]*)?$/;
const PORTFOLIO_ROUTES = new Set(['opengraph-image', 'twitter-image']);
const REVIEW_LINK_PATH = /^\/review\/([^/]+)$/;

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new NextResponse(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });

const isPublicFile = (path: string) => existsSync(join(process.cwd(), 'public', path));

/**
 * Lets the request through to Next, naming the page it renders as (`view`, routed by next.config's rewrites) or none:
 * a view header a client sent never reaches them.
 */
function pass(request: NextRequest, view?: string): NextResponse {
  if (!view && !request.headers.has(VIEW_HEADER)) return NextResponse.next();
  const headers = new Headers(request.headers);
  if (view) headers.set(VIEW_HEADER, view);
  else headers.delete(VIEW_HEADER);
  return NextResponse.next({ request: { headers } });
}

export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname === IMAGE_OPTIMIZER_PATH) {
    const problem = imageRequestProblem(searchParams, isPublicFile);
    return problem ? text(400, problem) : pass(request);
  }
  const lowerCased = lowerCaseAddress(pathname);
  if (lowerCased) {
    const url = request.nextUrl.clone();
    url.pathname = lowerCased;
    return NextResponse.redirect(url, 308);
  }
  if (isBlogListPagePath(pathname)) return blogListPageResponse(request);
  // A dead review link goes to an address no route has, whose 404 page then speaks of testimonial links: a page's own
  // notFound() is answered with an empty body in Next 16 (vercel/next.js#62228).
  const reviewToken = REVIEW_LINK_PATH.exec(pathname)?.[1];
  if (reviewToken !== undefined && pathname !== REVIEW_SENT_PATH && !(await openReviewLink(slugFromSegment(reviewToken))))
    return NextResponse.redirect(new URL(REVIEW_LINK_GONE_ADDRESS, request.url), 307);
  const view = staticViewPath(pathname, searchParams);
  if (view) return pass(request, view);
  // The confirmation is checked and routed here alone, from every `success` and `brief` the address holds: a key of
  // the form's own choices or nothing. Its page works the price out per request, so even those store no page of
  // their own. The check reads no prices: the owner's rules live in Contentful, and the page reads them itself.
  const isBriefKey = (key: string) => parseBriefKey(key, briefChoices()) !== undefined;
  if (pathname === CONTACT_PATH) {
    const confirmation = confirmationRoute(searchParams, isBriefKey, isThanksToken);
    if (confirmation === 'refused') return NextResponse.redirect(new URL(CONTACT_SUCCESS_PATH, request.url), 307);
    if (confirmation) return pass(request, confirmation);
  }
  const sentKey = SENT_PATH.exec(pathname)?.[1];
  if (sentKey !== undefined && !isBriefKey(slugFromSegment(sentKey))) return pass(request, NOT_FOUND_PATH);
  const post = BLOG_PATH.exec(pathname);
  const film = PROJECT_PATH.exec(pathname);
  const entry = post && !BLOG_ROUTES.has(post[1]!) ? post : film && !PORTFOLIO_ROUTES.has(film[1]!) ? film : null;
  if (!entry) return pass(request);
  const draft = request.cookies.get('__prerender_bypass')?.value;
  // Draft preview shows unpublished entries; Next caches nothing it renders for it.
  if (draft && draft === prerenderManifest().previewModeId) return pass(request);
  const section = entry === post ? '/blog' : '/portfolio';
  const key = slugFromSegment(entry[1]!);
  const known = entry === post ? (await lookUpPostKey(key)) === 'post' : (await knownProjects.lookUp(key)) === 'known';
  if (known) return pass(request);
  // Only now, as an entry's id (a post's address until it has a slug) has capitals of its own; the lookup
  // has just read what there is to know.
  const lowerKey = key.toLowerCase();
  if (lowerKey !== key && (entry === post ? postKeyKnownNow(lowerKey) : knownProjects.knownNow(lowerKey))) {
    const url = request.nextUrl.clone();
    url.pathname = `${section}/${encodeURIComponent(lowerKey)}${entry[2] ?? ''}`;
    return NextResponse.redirect(url, 308);
  }
  if (entry[2]) return text(404, 'Not found');
  return NextResponse.redirect(new URL(section, request.url), 307);
}

export const config = {
  // Only the addresses it has work on: Next running the proxy costs a page about a fifth of the requests a second one
  // server answers (docs/benchmarks.md), and most pages, the home page first, never need it.
  matcher: [
    '/_next/image',
    '/blog/:path+',
    '/portfolio',
    '/portfolio/:path+',
    '/contact',
    '/contact/:path+',
    '/review/:path+',
    // Any other address with a capital letter, for its lower-case spelling; never an API route, a built file or one
    // of public/'s folders, whose names keep their case.
    '/((?!api/|api$|_next/static/|images/|video/|downloads/).*[A-Z].*)',
  ],
};
