import { hostFor } from './client';

describe('hostFor', () => {
  it("uses Contentful's own hosts when none is configured", () => {
    expect(hostFor('delivery', undefined)).toBe('cdn.contentful.com');
    expect(hostFor('preview', undefined)).toBe('preview.contentful.com');
  });

  it('uses the configured host, turning a cdn.* host into its preview.* twin for drafts', () => {
    expect(hostFor('delivery', 'cdn.eu.contentful.com')).toBe('cdn.eu.contentful.com');
    expect(hostFor('preview', 'cdn.eu.contentful.com')).toBe('preview.eu.contentful.com');
    expect(hostFor('preview', '127.0.0.1:47442')).toBe('127.0.0.1:47442');
  });
});
