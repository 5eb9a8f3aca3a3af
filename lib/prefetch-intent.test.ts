import { intentPrefetchPath, softNavigationPath } from './prefetch-intent';

const here = 'https://www.example.com/services?from=%2F#top';

describe('intentPrefetchPath', () => {
  it.each([
    ['/portfolio', '/portfolio'],
    ['/contact?from=/services', '/contact?from=/services'],
    ['https://www.example.com/blog/a-post#comments', '/blog/a-post'],
    ['portfolio/coke-spec-ad', '/portfolio/coke-spec-ad'],
    ['/services', '/services'],
  ])('fetches ahead this site’s page %s', (href, expected) => {
    expect(intentPrefetchPath({ href }, here)).toBe(expected);
  });

  it.each([
    ['another site', 'https://elsewhere.example/portfolio'],
    ['another scheme on the same host', 'http://www.example.com/portfolio'],
    ['a mail link', 'mailto:hello@example.com'],
    ['a phone link', 'tel:+441273000000'],
    ['the page itself', '/services?from=%2F'],
    ['a section of the page itself', '#faq'],
    ['an API route', '/api/draft/disable'],
    ['the API root', '/api'],
    ['a framework file', '/_next/static/chunks/app.js'],
    ['the feed', '/blog/rss.xml'],
    ['an image', '/images/hero-poster.jpg'],
    ['an address that does not parse', 'http://[::1'],
  ])('leaves alone %s', (_, href) => {
    expect(intentPrefetchPath({ href }, here)).toBeNull();
  });

  it('leaves alone links that open elsewhere or download', () => {
    expect(intentPrefetchPath({ href: '/portfolio', target: '_blank' }, here)).toBeNull();
    expect(intentPrefetchPath({ href: '/portfolio', download: true }, here)).toBeNull();
    expect(intentPrefetchPath({ href: '/portfolio', target: '_self' }, here)).toBe('/portfolio');
  });

  it('answers null when the current address cannot be read', () => {
    expect(intentPrefetchPath({ href: '/portfolio' }, 'not a url')).toBeNull();
  });
});

describe('softNavigationPath', () => {
  it.each([
    ['/portfolio', '/portfolio'],
    ['/contact?from=/services', '/contact?from=/services'],
    ['https://www.example.com/blog/a-post#comments', '/blog/a-post#comments'],
    ['/services?from=%2F', '/services?from=%2F'],
  ])('takes %s through the router', (href, expected) => {
    expect(softNavigationPath({ href }, here)).toBe(expected);
  });

  it.each([
    ['a section of the page itself', '#faq'],
    ['a section of the page by its full address', '/services?from=%2F#faq'],
    ['another site', 'https://elsewhere.example/portfolio'],
    ['a mail link', 'mailto:hello@example.com'],
    ['the feed', '/blog/rss.xml'],
    ['an API route', '/api/draft/disable'],
  ])('leaves %s to the browser', (_, href) => {
    expect(softNavigationPath({ href }, here)).toBeNull();
  });

  it('leaves links that open elsewhere or download to the browser', () => {
    expect(softNavigationPath({ href: '/portfolio', target: '_blank' }, here)).toBeNull();
    expect(softNavigationPath({ href: '/portfolio', download: true }, here)).toBeNull();
  });
});
