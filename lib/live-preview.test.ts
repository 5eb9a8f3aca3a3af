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
  it('tells a loopback page over HTTP from anything else', () => {
    const origins = [
      'http://localhost:4100',
      'http://[::1]:4100',
      'https://app.contentful.com',
      'http://localhost.evil.example',
      'null',
    ];
    expect(origins.filter((origin) => isLoopbackOrigin(origin))).toEqual(['http://localhost:4100', 'http://[::1]:4100']);
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
