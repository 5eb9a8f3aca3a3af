import {
  blogPagePath,
  olderPageNumbers,
  olderPagesForSitemap,
  pageCount,
  pageLinks,
  parsePageNumber,
  POSTS_PER_PAGE,
  postsOnPage,
} from './pages';

describe('the pages of /blog', () => {
  const posts = Array.from({ length: POSTS_PER_PAGE * 2 + 1 }, (_, index) => index);

  it('holds whole rows of the grid at one, two and three columns', () => {
    expect(POSTS_PER_PAGE % 6).toBe(0);
  });

  it('splits the newest-first list into pages, the first at /blog', () => {
    expect(pageCount(posts.length)).toBe(3);
    expect(postsOnPage(posts, 1)).toEqual(posts.slice(0, POSTS_PER_PAGE));
    expect(postsOnPage(posts, 2)).toEqual(posts.slice(POSTS_PER_PAGE, POSTS_PER_PAGE * 2));
    expect(postsOnPage(posts, 3)).toEqual([posts.at(-1)]);
    expect(postsOnPage(posts, 4)).toEqual([]);
    expect(olderPageNumbers(posts.length)).toEqual([2, 3]);
    expect([1, 2, 3].map(blogPagePath)).toEqual(['/blog', '/blog/page/2', '/blog/page/3']);
  });

  it('has one page, and no older ones, for an empty or small blog', () => {
    for (const count of [0, 1, POSTS_PER_PAGE]) {
      expect(pageCount(count)).toBe(1);
      expect(olderPageNumbers(count)).toEqual([]);
    }
    expect(pageCount(POSTS_PER_PAGE + 1)).toBe(2);
  });

  it('reads a page number only as plain digits without a leading zero', () => {
    expect(parsePageNumber('2')).toBe(2);
    expect(parsePageNumber('120')).toBe(120);
    for (const segment of ['0', '02', '-1', '1.5', '2e3', 'two', '', ' 2', '0x10', '9999999', '%32']) {
      expect(parsePageNumber(segment)).toBeNull();
    }
  });

  it('links the first, the last and the neighbouring pages, with gaps between', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 40)).toEqual([1, 2, null, 40]);
    expect(pageLinks(20, 40)).toEqual([1, null, 19, 20, 21, null, 40]);
    expect(pageLinks(3, 40)).toEqual([1, 2, 3, 4, null, 40]);
    expect(pageLinks(40, 40)).toEqual([1, null, 39, 40]);
  });

  it('dates each older page in the sitemap by the newest post up to its end', () => {
    const dated = posts.map((index) => ({ date: `2026-01-${String(28 - index).padStart(2, '0')}T10:00:00.000Z` }));
    dated[POSTS_PER_PAGE + 3] = { date: '2026-02-15T00:00:00.000Z' };
    expect(olderPagesForSitemap(dated)).toEqual([
      { path: '/blog/page/2', lastModified: '2026-02-15' },
      { path: '/blog/page/3', lastModified: '2026-02-15' },
    ]);
    expect(olderPagesForSitemap(dated.slice(0, POSTS_PER_PAGE))).toEqual([]);
  });
});
