import { CONTACT_PATH, quoteHref, withQuoteSource } from './contact-routes';

describe('quoteHref', () => {
  it('names the page a quote link is on', () => {
    expect(quoteHref('/about')).toBe('/contact?from=/about');
    expect(quoteHref('/')).toBe('/contact?from=/');
    expect(quoteHref('/portfolio/a-film')).toBe('/contact?from=/portfolio/a-film');
  });

  it('names the location a location page’s quote link is for, before the page', () => {
    expect(quoteHref('/lewes-videographer', 'lewes')).toBe('/contact?location=lewes&from=/lewes-videographer');
    expect(quoteHref(undefined, 'lewes')).toBe('/contact?location=lewes');
  });

  it('names nothing from the contact page itself, Next’s own pages, a review link or no page', () => {
    for (const page of [undefined, '', CONTACT_PATH, `${CONTACT_PATH}/sent`, '/_not-found', '/review/abc.def'])
      expect(quoteHref(page)).toBe(CONTACT_PATH);
  });
});

describe('withQuoteSource', () => {
  const SITE = 'https://films.test';
  it('adds the page to a link in running text that goes to the contact page, keeping its query and fragment', () => {
    expect(withQuoteSource('/contact', '/blog/a-post')).toBe('/contact?from=/blog/a-post');
    expect(withQuoteSource('/contact?type=event#form', '/blog/a-post')).toBe('/contact?type=event&from=/blog/a-post#form');
    expect(withQuoteSource(`${SITE}/contact`, '/privacy-policy', SITE)).toBe(`${SITE}/contact?from=/privacy-policy`);
  });

  it('leaves every other link as written: other pages, other sites, a `from` already named, or no page to name', () => {
    for (const href of [
      '/contactless',
      '/contact/sent',
      '/about',
      'https://elsewhere.test/contact',
      '//elsewhere.test/contact',
      'mailto:a@b.test',
    ])
      expect(withQuoteSource(href, '/blog/a-post', SITE)).toBe(href);
    expect(withQuoteSource('/contact?from=/faqs', '/blog/a-post')).toBe('/contact?from=/faqs');
    expect(withQuoteSource('/contact', CONTACT_PATH)).toBe('/contact');
  });
});
