import { PREVIEW_PAGE_TYPES, previewUrlPattern } from './preview-urls.mjs';

describe('previewUrlPattern', () => {
  it('opens /api/draft on the site with the secret and the page family, Contentful filling in the entry’s slug and id', () => {
    const pattern = previewUrlPattern('https://kestrel.example', 'se cret&=', 'post');
    expect(pattern).toBe(
      'https://kestrel.example/api/draft?secret=se+cret%26%3D&type=post&slug={entry.fields.slug}&id={entry.sys.id}',
    );
    // Once Contentful has put an entry's values in, the draft route reads them back as given.
    const opened = new URL(pattern.replace('{entry.fields.slug}', 'my-post').replace('{entry.sys.id}', 'abc123'));
    expect(Object.fromEntries(opened.searchParams)).toEqual({ secret: 'se cret&=', type: 'post', slug: 'my-post', id: 'abc123' });
  });

  it('keeps a site path out: the draft route sits at the origin', () => {
    expect(previewUrlPattern('https://kestrel.example/some/path', 's', 'post')).toMatch(
      /^https:\/\/kestrel\.example\/api\/draft\?/,
    );
  });

  it('refuses a page family the draft route cannot open, and a missing secret', () => {
    expect(PREVIEW_PAGE_TYPES).toContain('post');
    expect(() => previewUrlPattern('https://kestrel.example', 's', 'nope' as 'post')).toThrow(/nope/);
    expect(() => previewUrlPattern('https://kestrel.example', '', 'post')).toThrow(/CONTENTFUL_PREVIEW_SECRET/);
  });
});
