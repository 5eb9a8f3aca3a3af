import { enquirySource, sitePath } from './enquiry-source';

const SITE = 'https://films.test';
const content = {
  services: [{ slug: 'party-films' }],
  projects: [{ slug: 'a-summer-ball', serviceSlugs: ['party-films'] }],
};
const source = (input: { field?: string; referer?: string }) => enquirySource({ ...input, origins: [SITE] }, content);

describe('the page an enquiry came from', () => {
  it('comes from a same-origin referrer, naming the film and its service', () => {
    expect(source({ referer: `${SITE}/portfolio/a-summer-ball` })).toEqual({
      sourcePage: '/portfolio/a-summer-ball',
      sourceService: 'party-films',
      sourceFilm: 'a-summer-ball',
    });
    expect(source({ referer: `${SITE}/party-films?x=1` })).toEqual({ sourcePage: '/party-films', sourceService: 'party-films' });
    expect(source({ referer: `${SITE}/blog/some-post` })).toEqual({ sourcePage: '/blog/some-post' });
  });

  it('comes from the `from` of the site’s own quote links, as the form or the contact page’s address carries it', () => {
    expect(source({ field: '/portfolio/a-summer-ball' }).sourceFilm).toBe('a-summer-ball');
    expect(source({ referer: `${SITE}/contact?from=%2Fparty-films` })).toEqual({
      sourcePage: '/party-films',
      sourceService: 'party-films',
    });
    // The form's own field wins over the post's Referer.
    expect(source({ field: '/about', referer: `${SITE}/contact?from=/party-films` })).toEqual({ sourcePage: '/about' });
  });

  it('ignores a foreign referrer and a `from` that is not a page of this site', () => {
    expect(source({ referer: 'https://elsewhere.test/portfolio/a-summer-ball' })).toEqual({});
    expect(source({ referer: 'https://films.test.evil.test/about' })).toEqual({});
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
      expect(source({ field })).toEqual({});
    }
    expect(source({ referer: 'not a url' })).toEqual({});
  });

  it('keeps a page of the site as its path, without a trailing slash', () => {
    expect(sitePath('/portfolio/')).toBe('/portfolio');
    expect(sitePath('/')).toBe('/');
  });
});
