import { CONTENTFUL_APP_ORIGINS, draftFrameAncestors, inspectorProps, isLocalSite, isLoopbackOrigin } from './live-preview';

describe('draftFrameAncestors', () => {
  it('lets only the Contentful web app, US and EU, frame a draft of the public site', () => {
    expect(CONTENTFUL_APP_ORIGINS).toEqual(['https://app.contentful.com', 'https://app.eu.contentful.com']);
    expect(draftFrameAncestors('https://kestrelfilms.co.uk')).toEqual([...CONTENTFUL_APP_ORIGINS]);
  });

  it('adds pages of the same machine only for a site run over plain HTTP on a loopback address', () => {
    expect(isLocalSite('http://127.0.0.1:3000')).toBe(true);
    expect(isLocalSite('http://localhost:3000')).toBe(true);
    expect(isLocalSite('https://localhost:3000')).toBe(false);
    expect(isLocalSite('http://kestrel.example')).toBe(false);
    expect(draftFrameAncestors('http://127.0.0.1:3000')).toEqual(
      expect.arrayContaining([...CONTENTFUL_APP_ORIGINS, 'http://localhost:*', 'http://127.0.0.1:*']),
    );
  });
});

describe('isLoopbackOrigin', () => {
  // A loopback page over HTTP is told from anything else.
  it.each([
    ['http://localhost:4100', true],
    ['http://[::1]:4100', true],
    ['https://app.contentful.com', false],
    ['http://localhost.evil.example', false],
    ['null', false],
  ])('%s is a loopback origin: %s', (origin, expected) => {
    expect(isLoopbackOrigin(origin)).toBe(expected);
  });
});

describe('inspectorProps', () => {
  it('names the entry and field in draft mode only', () => {
    expect(inspectorProps({ draft: true, entryId: 'e1', fieldId: 'title' })).toEqual({
      'data-contentful-entry-id': 'e1',
      'data-contentful-field-id': 'title',
    });
    expect(inspectorProps({ draft: false, entryId: 'e1', fieldId: 'title' })).toEqual({});
  });
});
