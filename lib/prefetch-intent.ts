export interface LinkTarget {
  href: string;
  target?: string;
  download?: boolean;
}

function sitePage(link: LinkTarget, current: string): { url: URL; here: URL } | null {
  if (link.download || (link.target && link.target !== '_self')) return null;
  try {
    const here = new URL(current);
    const url = new URL(link.href, here);
    if (url.origin !== here.origin || !/^https?:$/.test(url.protocol)) return null;
    const lastSegment = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
    if (/^\/(api|_next)(\/|$)/.test(url.pathname) || lastSegment.includes('.')) return null;
    return { url, here };
  } catch {
    return null;
  }
}

const samePage = (url: URL, here: URL) => url.pathname === here.pathname && url.search === here.search;

export function intentPrefetchPath(link: LinkTarget, current: string): string | null {
  const page = sitePage(link, current);
  if (!page || samePage(page.url, page.here)) return null;
  return `${page.url.pathname}${page.url.search}`;
}

/** Where the router takes a plain click on the link, or null for the browser: other sites, files, a section of this page. */
export function softNavigationPath(link: LinkTarget, current: string): string | null {
  const page = sitePage(link, current);
  if (!page || (samePage(page.url, page.here) && page.url.hash)) return null;
  return `${page.url.pathname}${page.url.search}${page.url.hash}`;
}
