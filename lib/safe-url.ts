// URLs from Contentful: no control characters or whitespace ("java\tscript:" fools filters), never `//host` or `/\host`.

const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/;
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

function cleanText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text && !UNSAFE_CHARACTERS.test(text) ? text : null;
}

const isSiteRelative = (text: string) => text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/\\');

function parse(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

export function safeHref(uri: unknown): string | null {
  const text = cleanText(uri);
  if (!text) return null;
  if (text.startsWith('#') || isSiteRelative(text)) return text;
  const url = parse(text);
  if (!url || !LINK_SCHEMES.has(url.protocol)) return null;
  // http(s) needs a host; "https:foo" is not a link anyone meant.
  if ((url.protocol === 'http:' || url.protocol === 'https:') && !/^https?:\/\//i.test(text)) return null;
  return text;
}

export function assetUrl(value: unknown, hosts: ReadonlySet<string>): string | null {
  const text = cleanText(value);
  if (!text) return null;
  if (isSiteRelative(text)) return text;
  const url = parse(text.startsWith('//') ? `https:${text}` : text);
  return url && url.protocol === 'https:' && hosts.has(url.hostname) && !url.username && !url.password ? url.toString() : null;
}
