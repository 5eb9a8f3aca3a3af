import { intentPrefetchPath, softNavigationPath, type LinkTarget } from './prefetch-intent';

const here = 'https://www.example.com/services?from=%2F#top';

// What each rule answers for a link: the path fetched ahead on intent, and the path a plain click
// takes through the router (null: left to the browser).
const links: [string, LinkTarget, string | null, string | null][] = [
  ['a page', { href: '/portfolio' }, '/portfolio', '/portfolio'],
  ['a page with a query', { href: '/contact?from=/services' }, '/contact?from=/services', '/contact?from=/services'],
  [
    'a full address on this site',
    { href: 'https://www.example.com/blog/a-post#comments' },
    '/blog/a-post',
    '/blog/a-post#comments',
  ],
  ['a relative address', { href: 'portfolio/coke-spec-ad' }, '/portfolio/coke-spec-ad', '/portfolio/coke-spec-ad'],
  ['the page itself', { href: '/services?from=%2F' }, null, '/services?from=%2F'],
  ['a section of the page itself', { href: '#faq' }, null, null],
  ['a section of the page by its full address', { href: '/services?from=%2F#faq' }, null, null],
  ['another site', { href: 'https://elsewhere.example/portfolio' }, null, null],
  ['another scheme on the same host', { href: 'http://www.example.com/portfolio' }, null, null],
  ['a mail link', { href: 'mailto:hello@example.com' }, null, null],
  ['a phone link', { href: 'tel:+441273000000' }, null, null],
  ['an API route', { href: '/api/draft/disable' }, null, null],
  ['the API root', { href: '/api' }, null, null],
  ['a framework file', { href: '/_next/static/chunks/app.js' }, null, null],
  ['the feed', { href: '/blog/rss.xml' }, null, null],
  ['an image', { href: '/images/hero-poster.jpg' }, null, null],
  ['an address that does not parse', { href: 'http://[::1' }, null, null],
  ['a link to a new tab', { href: '/portfolio', target: '_blank' }, null, null],
  ['a download', { href: '/portfolio', download: true }, null, null],
  ['a link to this tab', { href: '/portfolio', target: '_self' }, '/portfolio', '/portfolio'],
];

it.each(links)('%s: fetched ahead, and taken through the router', (_, link, prefetched, routed) => {
  expect(intentPrefetchPath(link, here)).toBe(prefetched);
  expect(softNavigationPath(link, here)).toBe(routed);
});

it('leaves every link alone when the current address cannot be read', () => {
  expect(intentPrefetchPath({ href: '/portfolio' }, 'not a url')).toBeNull();
  expect(softNavigationPath({ href: '/portfolio' }, 'not a url')).toBeNull();
});
