import { entryKeysFromWebhook, isSafeSlug, isValidSecret } from './webhook';

describe('isValidSecret', () => {
  const secret = 'a-long-shared-secret-1234';
  it('accepts only the configured secret', () => {
    expect(isValidSecret(secret, secret)).toBe(true);
    expect(isValidSecret('a-long-shared-secret-1235', secret)).toBe(false);
    expect(isValidSecret('', secret)).toBe(false);
    expect(isValidSecret(null, secret)).toBe(false);
    expect(isValidSecret(`${secret}x`, secret)).toBe(false);
  });

  it('rejects everything when no secret is configured', () => {
    expect(isValidSecret('', undefined)).toBe(false);
    expect(isValidSecret('anything', undefined)).toBe(false);
  });
});

describe('entryKeysFromWebhook', () => {
  it('reads the id and the localized slug of a published entry', () => {
    const body = {
      sys: { type: 'Entry', id: '5KsDBWseXY6QegucYAoacS' },
      fields: { title: { 'en-US': 'Hi' }, slug: { 'en-US': 'my-post' } },
    };
    expect(entryKeysFromWebhook(body)).toEqual(['5KsDBWseXY6QegucYAoacS', 'my-post']);
  });

  it('reads the id of an unpublished (deleted) entry', () => {
    expect(entryKeysFromWebhook({ sys: { type: 'DeletedEntry', id: 'abc' } })).toEqual(['abc']);
  });

  it('accepts a plain slug field and drops duplicates and unsafe values', () => {
    expect(entryKeysFromWebhook({ sys: { type: 'Entry', id: 'same' }, fields: { slug: 'same' } })).toEqual(['same']);
    expect(
      entryKeysFromWebhook({ sys: { type: 'Entry', id: 'ok' }, fields: { slug: { 'en-US': '../../etc', de: 'a b' } } }),
    ).toEqual(['ok']);
  });

  it('ignores assets, content types and anything that is not an entry', () => {
    expect(entryKeysFromWebhook({ sys: { type: 'Asset', id: 'img' } })).toEqual([]);
    expect(entryKeysFromWebhook({ sys: { type: 'Entry', id: 5 } })).toEqual([]);
    expect(entryKeysFromWebhook(null)).toEqual([]);
    expect(entryKeysFromWebhook([])).toEqual([]);
    expect(entryKeysFromWebhook('Entry')).toEqual([]);
  });
});

describe('isSafeSlug', () => {
  it('accepts one path segment only', () => {
    expect(isSafeSlug('planning-a-corporate-video')).toBe(true);
    for (const slug of [null, '', '//evil.example.com', 'https://evil.example.com', 'a/b', 'a b', '%2F']) {
      expect(isSafeSlug(slug)).toBe(false);
    }
  });

  it('refuses what can never be a post address, as the posts themselves do', () => {
    for (const slug of ['.', '..', 'rss.xml', 'opengraph-image', 'x'.repeat(201)]) expect(isSafeSlug(slug)).toBe(false);
    expect(isSafeSlug('x'.repeat(200))).toBe(true);
  });
});
