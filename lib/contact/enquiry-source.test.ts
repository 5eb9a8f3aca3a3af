import { MADE_UP_PAGES } from '@/test/support/made-up-pages';
import { enquirySource, sitePath, type SourceContent } from './enquiry-source';

const SITE = 'https://films.test';
const POSTS = new Set(['some-post', 'café-notes', '4AbCdEfGhIjKlMn']);
const content: SourceContent = {
  services: [{ slug: 'party-films' }],
  projects: [{ slug: 'a-summer-ball', serviceSlugs: ['party-films'] }],
  pages: ['/', '/about', '/blog', '/party-films', '/brighton-videographer', '/portfolio', '/portfolio/a-summer-ball'],
  isPost: async (key) => POSTS.has(key),
  isOlderListPage: async (page) => page <= 3,
};
const source = (input: { field?: string; referer?: string }) => enquirySource({ ...input, origins: [SITE] }, content);

describe('the page an enquiry came from', () => {
  it('comes from a same-origin referrer, naming the film and its service', async () => {
    expect(await source({ referer: `${SITE}/portfolio/a-summer-ball` })).toEqual({
      sourcePage: '/portfolio/a-summer-ball',
      sourceService: 'party-films',
      sourceFilm: 'a-summer-ball',
    });
    expect(await source({ referer: `${SITE}/party-films?x=1` })).toEqual({
      sourcePage: '/party-films',
      sourceService: 'party-films',
    });
    expect(await source({ referer: `${SITE}/blog/some-post` })).toEqual({ sourcePage: '/blog/some-post' });
  });

  it('comes from the `from` of the site’s own quote links, as the form or the contact page’s address carries it', async () => {
    expect((await source({ field: '/portfolio/a-summer-ball' })).sourceFilm).toBe('a-summer-ball');
    expect(await source({ referer: `${SITE}/contact?from=%2Fparty-films` })).toEqual({
      sourcePage: '/party-films',
      sourceService: 'party-films',
    });
    // The form's own field wins over the post's Referer.
    expect(await source({ field: '/about', referer: `${SITE}/contact?from=/party-films` })).toEqual({ sourcePage: '/about' });
  });

  it('ignores a foreign referrer and a `from` that is not a page of this site', async () => {
    expect(await source({ referer: 'https://elsewhere.test/portfolio/a-summer-ball' })).toEqual({});
    expect(await source({ referer: 'https://films.test.evil.test/about' })).toEqual({});
    for (const field of [
      'https://elsewhere.test/about',
      '//elsewhere.test/about',
      'javascript:alert(1)',
      '/about\u0000',
      '/about\nBcc: x@y.z',
      '=HYPERLINK("x")',
      '/../etc/passwd',
      '/contact',
      '/api/contact',
      `/${'a'.repeat(300)}`,
      '/a b',
    ]) {
      expect(sitePath(field)).toBeUndefined();
      expect(await source({ field })).toEqual({});
    }
    expect(await source({ referer: 'not a url' })).toEqual({});
  });

  it('records only pages the site has: never a review link’s secret, nor a made-up path of the right shape', async () => {
    for (const from of [
      ...MADE_UP_PAGES,
      '/review/Click-here-evil.example',
      '/blog/some-post/more',
      '/blog/page/4',
      '/blog/page/1',
      '/blog/page/two',
      '/About',
      '/_not-found',
    ]) {
      expect(sitePath(from)).toBe(from);
      expect(await source({ field: from })).toEqual({});
      expect(await source({ referer: `${SITE}${from}` })).toEqual({});
      expect(await source({ referer: `${SITE}/contact?from=${encodeURIComponent(from)}` })).toEqual({});
    }
  });

  it('counts a post by its slug, escaped in the address or not, or its entry id, and the blog’s older list pages', async () => {
    for (const page of [
      '/blog/caf%C3%A9-notes',
      '/blog/4AbCdEfGhIjKlMn',
      '/blog/page/2',
      '/blog/page/3',
      '/brighton-videographer',
      '/',
    ])
      expect(await source({ field: page })).toEqual({ sourcePage: page });
  });

  it('keeps a page of the site as its path, without a trailing slash', async () => {
    expect(sitePath('/portfolio/')).toBe('/portfolio');
    expect(sitePath('/')).toBe('/');
    expect(await source({ field: '/portfolio/' })).toEqual({ sourcePage: '/portfolio' });
  });
});
