import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';

import { blogListPageResponse, isBlogListPagePath } from '@/lib/blog/list-page-guard';
import { lookUpPostKey } from '@/lib/contentful/known-posts';
import { env } from '@/lib/env';
import { securityHeaders } from '@/lib/security-headers';
import { slugFromSegment } from '@/lib/routes';

/**
 * Malformed percent-encoding (`/%ff`) gets the 404 page, not Next's bare 500. A /blog/ address that is no
 * post redirects before rendering: Next would otherwise keep each made-up address in its page cache for good.
 */

const BLOG_PATH = /^\/blog\/([^/]+)(\/opengraph-image[^/]*)?$/;
const BLOG_ROUTES = new Set(['rss.xml', 'opengraph-image']);

/** The draft-mode cookie's value for this build: a forged cookie must not let an address through. */
let previewModeId: string | null | undefined;
function draftCookieValue(): string | null {
  if (previewModeId === undefined) {
    try {
      const manifest = join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'prerender-manifest.json');
      previewModeId =
        (JSON.parse(readFileSync(manifest, 'utf8')) as { preview?: { previewModeId?: string } }).preview?.previewModeId ?? null;
    } catch {
      previewModeId = null;
    }
  }
  return previewModeId;
}

/** A path no page has, so the rewrite renders the site's not-found page with status 404. */
const NOT_FOUND_PATH = '/page-not-found';

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!decodable(pathname)) {
    const headers = new Headers(securityHeaders(env).map(({ key, value }): [string, string] => [key, value]));
    return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { headers });
  }
  if (isBlogListPagePath(pathname)) return blogListPageResponse(request);
  const match = BLOG_PATH.exec(pathname);
  if (!match || BLOG_ROUTES.has(match[1]!)) return NextResponse.next();
  const draft = request.cookies.get('__prerender_bypass')?.value;
  // Draft preview shows unpublished posts; Next caches nothing it renders for it.
  if (draft && draft === draftCookieValue()) return NextResponse.next();
  const found = await lookUpPostKey(slugFromSegment(match[1]!));
  if (found !== 'unknown') return NextResponse.next();
  if (match[2]) return new NextResponse('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  return NextResponse.redirect(new URL('/blog', request.url), 307);
}

export const config = {
  matcher: ['/((?!_next/|images/|video/|downloads/|favicon\\.ico|icon\\.svg|apple-icon\\.png).*)'],
};
