/** Links in and around blog posts: the scheme filter for links written in Contentful, and share links. */

const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
/** Control characters and whitespace inside a URI are how filters get fooled ("java\tscript:"). */
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/;

/**
 * The URI when it is safe to link to: http, https, mailto, tel or site-relative (/path,
 * #anchor). Anything else (javascript:, data:, vbscript:, protocol-relative //host,
 * relative paths, malformed) is null and the link renders as plain text.
 */
export function safeHref(uri: unknown): string | null {
  if (typeof uri !== 'string') return null;
  const value = uri.trim();
  if (!value || UNSAFE_CHARACTERS.test(value)) return null;
  if (value.startsWith('#')) return value;
  if (value.startsWith('/')) return value.startsWith('//') || value.startsWith('/\\') ? null : value;
  try {
    const url = new URL(value);
    if (!ALLOWED_SCHEMES.has(url.protocol)) return null;
    // http(s) needs a host; "https:foo" is not a link anyone meant.
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !/^https?:\/\//i.test(value)) return null;
    return value;
  } catch {
    return null;
  }
}

/** True for http(s) links to another site (they get rel="noopener noreferrer" and open in a new tab). */
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

/** Share links for a post: each network's share address with the title and absolute URL encoded. */
export function shareLinks(title: string, url: string): ShareLink[] {
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return [
    { network: 'X', href: `https://x.com/intent/post?${query({ text: title, url })}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?${query({ u: url, t: title })}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/shareArticle?${query({ mini: 'true', url, title })}` },
  ];
}

/** A post date (YYYY-MM-DD) as visitors read it, e.g. "14 March 2026". */
export function formatPostDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(parsed);
}
