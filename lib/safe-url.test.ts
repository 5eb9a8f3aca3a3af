import { assetUrl, safeHref } from './safe-url';

describe('safeHref', () => {
  it.each([
    'https://www.kestrelfilms.co.uk/contact',
    'http://example.com',
    'HTTPS://EXAMPLE.COM/A',
    'mailto:hello@kestrelfilms.co.uk',
    'tel:+441273000000',
    '/contact',
    '/portfolio/weffan?x=1#top',
    '#section-2',
  ])('keeps %s', (uri) => {
    expect(safeHref(uri)).toBe(uri);
  });

  it('trims surrounding whitespace', () => {
    expect(safeHref('  https://example.com  ')).toBe('https://example.com');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    '//evil.example.com/path',
    '/\\evil.example.com',
    'https:evil.example.com',
    'relative/path',
    'www.example.com',
    '',
    '   ',
  ])('rejects %j', (uri) => {
    expect(safeHref(uri)).toBeNull();
  });

  it('rejects values that are not text', () => {
    expect(safeHref(undefined)).toBeNull();
    expect(safeHref({ toString: () => 'https://example.com' })).toBeNull();
  });
});

describe('assetUrl', () => {
  const hosts = new Set(['images.ctfassets.net']);

  it('keeps site-relative paths and https on an allowed host', () => {
    expect(assetUrl('/blog/a.jpg', hosts)).toBe('/blog/a.jpg');
    expect(assetUrl(' https://images.ctfassets.net/a.jpg ', hosts)).toBe('https://images.ctfassets.net/a.jpg');
    expect(assetUrl('//images.ctfassets.net/a.jpg', hosts)).toBe('https://images.ctfassets.net/a.jpg');
  });

  it.each([
    'http://images.ctfassets.net/a.jpg',
    'https://evil.example.com/a.jpg',
    'https://user:pass@images.ctfassets.net/a.jpg',
    '/\\evil.example.com/a.jpg',
    'data:image/png;base64,AAAA',
    'https://images.ctfassets.net/a\tb.jpg',
    'a.jpg',
  ])('rejects %j', (value) => {
    expect(assetUrl(value, hosts)).toBeNull();
  });
});
