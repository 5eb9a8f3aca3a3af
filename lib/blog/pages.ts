/** Fills whole rows of the grid at one, two and three columns. */
export const POSTS_PER_PAGE = 12;

export const blogPagePath = (page: number) => (page <= 1 ? '/blog' : `/blog/page/${page}`);

export const pageCount = (postCount: number) => Math.max(1, Math.ceil(postCount / POSTS_PER_PAGE));

export function postsOnPage<T>(posts: readonly T[], page: number): T[] {
  return posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE);
}

export function olderPageNumbers(postCount: number): number[] {
  return Array.from({ length: pageCount(postCount) - 1 }, (_, index) => index + 2);
}

export function parsePageNumber(segment: string): number | null {
  return /^[1-9]\d{0,5}$/.test(segment) ? Number(segment) : null;
}

export function pageLinks(current: number, last: number): (number | null)[] {
  const shown = [...new Set([1, current - 1, current, current + 1, last])]
    .filter((page) => page >= 1 && page <= last)
    .sort((a, b) => a - b);
  return shown.flatMap((page, index) => (index > 0 && page - shown[index - 1]! > 1 ? [null, page] : [page]));
}

export function olderPagesForSitemap(posts: readonly { date?: string }[]): { path: string; lastModified: string }[] {
  return olderPageNumbers(posts.length).flatMap((page) => {
    const dates = posts.slice(0, page * POSTS_PER_PAGE).flatMap((post) => (post.date ? [post.date.slice(0, 10)] : []));
    const lastModified = dates.sort().at(-1);
    return lastModified ? [{ path: blogPagePath(page), lastModified }] : [];
  });
}
