import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { listPagesOfBuild, lookUpPostCount } from '@/lib/contentful/known-posts';
import { parsePageNumber, POSTS_PER_PAGE } from './pages';

const LIST_PAGE_PATH = /^\/blog\/page\/([^/]+)\/?$/;

export const isBlogListPagePath = (pathname: string) => LIST_PAGE_PATH.test(pathname);

export async function blogListPageResponse(request: NextRequest): Promise<NextResponse> {
  const segment = LIST_PAGE_PATH.exec(request.nextUrl.pathname)?.[1] ?? '';
  const page = parsePageNumber(segment);
  const toList = new URL('/blog', request.url);
  if (page === 1) return NextResponse.redirect(toList, 308);
  if (page === null) return NextResponse.redirect(toList, 307);
  return (await isOlderListPage(page)) ? NextResponse.next() : NextResponse.redirect(toList, 307);
}

export async function isOlderListPage(page: number): Promise<boolean> {
  const count = await lookUpPostCount((page - 1) * POSTS_PER_PAGE + 1);
  // Contentful has never answered: only the pages the build rendered exist for now.
  return count === null ? listPagesOfBuild().has(page) : count > (page - 1) * POSTS_PER_PAGE;
}
