// A form post carries where its page came from: `Origin` in every current browser, `Sec-Fetch-Site` in most. Another
// site's page posting here (a forged enquiry in the visitor's name) is told by either; a client sending neither
// (curl, an old browser) cannot be told apart and is let through, as the rate limit still applies to it.

/**
 * Whether a post comes from a page of another site. Its `Origin` is this site's when it is one of `siteOrigins` (the
 * public SITE_URL) or names the host the request came to, whatever the scheme, as a proxy ending TLS passes the host on.
 * `Origin: null` (a sandboxed frame, a file) names no site, so `Sec-Fetch-Site` decides as when there is no Origin.
 */
export function isCrossSitePost(headers: Headers, siteOrigins: readonly string[]): boolean {
  const origin = headers.get('origin');
  if (origin && origin !== 'null') {
    let from: URL;
    try {
      from = new URL(origin);
    } catch {
      return true;
    }
    if (siteOrigins.some((site) => site === from.origin)) return false;
    return from.host !== requestHost(headers.get('host'), from.protocol);
  }
  const site = headers.get('sec-fetch-site');
  return site === 'cross-site' || site === 'same-site';
}

/** The Host header as a URL spells it (lower case, no default port), or undefined when it is none. */
function requestHost(host: string | null, protocol: string): string | undefined {
  if (!host) return undefined;
  try {
    const url = new URL(`${protocol}//${host}`);
    return url.pathname === '/' && !url.username && !url.password && !url.search && !url.hash ? url.host : undefined;
  } catch {
    return undefined;
  }
}
