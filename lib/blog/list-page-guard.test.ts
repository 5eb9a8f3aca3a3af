import { NextRequest } from 'next/server';
import sampleEntries from '@/content/blog-sample-entries.json';
import { mapPosts } from '@/lib/contentful/map-posts';
import type { RawEntryCollection } from '@/lib/contentful/types';
import { blogListPageResponse, isBlogListPagePath } from './list-page-guard';
import { pageCount } from './pages';

/** Without Contentful settings: the sample posts decide how many pages there are. */
const samplePages = pageCount(mapPosts(sampleEntries as RawEntryCollection, { author: 'A. Writer' }).length);

const answer = async (path: string) => {
  const response = await blogListPageResponse(new NextRequest(`http://localhost:3000${path}`));
  return { status: response.status, location: response.headers.get('location'), next: response.headers.has('x-middleware-next') };
};

describe('the guard of the pages of /blog', () => {
  it('looks at /blog/page/<x> addresses only', () => {
    expect(isBlogListPagePath('/blog/page/2')).toBe(true);
    expect(isBlogListPagePath('/blog/page/anything')).toBe(true);
    for (const path of ['/blog', '/blog/page', '/blog/a-post', '/blog/page/2/more', '/portfolio/page/2']) {
      expect(isBlogListPagePath(path)).toBe(false);
    }
  });

  it("sends page 1 to /blog for good: the first page's one address", async () => {
    expect(await answer('/blog/page/1')).toEqual({ status: 308, location: 'http://localhost:3000/blog', next: false });
  });

  it('redirects a page number that is not one, or zero, to /blog without rendering anything', async () => {
    for (const segment of ['0', '02', 'two', '-1', '1e3', '%31']) {
      expect(await answer(`/blog/page/${segment}`)).toEqual({ status: 307, location: 'http://localhost:3000/blog', next: false });
    }
  });

  it('lets the pages that exist through and redirects those past the end', async () => {
    for (let page = 2; page <= samplePages; page++) expect((await answer(`/blog/page/${page}`)).next).toBe(true);
    for (const page of [samplePages + 1, samplePages + 50, 999_999]) {
      expect(await answer(`/blog/page/${page}`)).toEqual({ status: 307, location: 'http://localhost:3000/blog', next: false });
    }
  });
});
