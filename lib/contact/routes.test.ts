import { CONTACT_PATH, quoteHref } from './routes';

describe('quoteHref', () => {
  it('names the page a quote link is on', () => {
    expect(quoteHref('/about')).toBe('/contact?from=/about');
    expect(quoteHref('/')).toBe('/contact?from=/');
    expect(quoteHref('/portfolio/a-film')).toBe('/contact?from=/portfolio/a-film');
  });

  it('names nothing from the contact page itself, Next’s own pages or no page', () => {
    for (const page of [undefined, '', CONTACT_PATH, `${CONTACT_PATH}/sent`, '/_not-found'])
      expect(quoteHref(page)).toBe(CONTACT_PATH);
  });
});
