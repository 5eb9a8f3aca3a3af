// A client sending neither Origin nor Sec-Fetch-Site (curl) is let through, still rate-limited; a TLS proxy may change the scheme.
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

function requestHost(host: string | null, protocol: string): string | undefined {
  if (!host) return undefined;
  try {
    const url = new URL(`${protocol}//${host}`);
    return url.pathname === '/' && !url.username && !url.password && !url.search && !url.hash ? url.host : undefined;
  } catch {
    return undefined;
  }
}
