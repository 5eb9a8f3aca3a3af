import { formatPostDate, isExternalHref, shareLinks } from './links';

describe('isExternalHref', () => {
  const origin = 'https://www.kestrelfilms.co.uk';
  it('is true only for http(s) links to another origin', () => {
    expect(isExternalHref('https://vimeo.com/x', origin)).toBe(true);
    expect(isExternalHref('https://www.kestrelfilms.co.uk/about', origin)).toBe(false);
    expect(isExternalHref('/about', origin)).toBe(false);
    expect(isExternalHref('mailto:a@b.c', origin)).toBe(false);
  });
});

describe('shareLinks', () => {
  it('builds X, Facebook and LinkedIn links carrying the encoded title and absolute URL', () => {
    const title = 'Vertical video & you: 9:16 "done right"?';
    const url = 'https://www.kestrelfilms.co.uk/blog/vertical-video?ref=a&b=c';
    const links = shareLinks(title, url);
    expect(links.map((link) => link.network)).toEqual(['X', 'Facebook', 'LinkedIn']);
    const [x, facebook, linkedIn] = links.map((link) => new URL(link.href));
    expect(x?.origin + x!.pathname).toBe('https://x.com/intent/post');
    expect(x?.searchParams.get('text')).toBe(title);
    expect(x?.searchParams.get('url')).toBe(url);
    expect(facebook?.hostname).toBe('www.facebook.com');
    expect(facebook?.searchParams.get('u')).toBe(url);
    expect(facebook?.searchParams.get('t')).toBe(title);
    expect(linkedIn?.hostname).toBe('www.linkedin.com');
    expect(linkedIn?.searchParams.get('url')).toBe(url);
    expect(linkedIn?.searchParams.get('title')).toBe(title);
    // Encoded: the raw title's & and " never appear in the address.
    for (const link of links) expect(link.href).not.toMatch(/[ "]/);
  });
});

describe('formatPostDate', () => {
  it('formats dates the British way, independent of the time zone', () => {
    expect(formatPostDate('2026-03-01')).toBe('1 March 2026');
    expect(formatPostDate('not-a-date')).toBe('not-a-date');
  });
});
