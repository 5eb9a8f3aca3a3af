export function isExternalHref(href: string, siteOrigin: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).origin !== new URL(siteOrigin).origin;
  } catch {
    return true;
  }
}

export interface ShareLink {
  network: 'X' | 'Facebook' | 'LinkedIn';
  href: string;
}

export function shareLinks(title: string, url: string): ShareLink[] {
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return [
    { network: 'X', href: `https://x.com/intent/post?${query({ text: title, url })}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?${query({ u: url, t: title })}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/shareArticle?${query({ mini: 'true', url, title })}` },
  ];
}

export function formatPostDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(parsed);
}
