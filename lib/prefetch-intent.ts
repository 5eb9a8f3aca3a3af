export interface LinkTarget {
  href: string;
  target?: string;
  download?: boolean;
}

/** What to fetch ahead when a link is wanted, or null: only this site's pages, not files, API routes or this page. */
export function intentPrefetchPath(link: LinkTarget, current: string): string | null {
  if (link.download || (link.target && link.target !== '_self')) return null;
  let url: URL;
  let here: URL;
  try {
    here = new URL(current);
    url = new URL(link.href, here);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || !/^https?:$/.test(url.protocol)) return null;
  const lastSegment = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (/^\/(api|_next)(\/|$)/.test(url.pathname) || lastSegment.includes('.')) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return `${url.pathname}${url.search}`;
}
