import sampleEntries from '@/content/blog-sample-entries.json';
import { lookUpPostCount, lookUpPostKey } from './known-posts';
import { mapPosts } from './map-posts';
import type { RawEntryCollection } from './types';

describe('lookUpPostKey without Contentful settings (the sample posts)', () => {
  it('knows every sample post by slug and by entry id', async () => {
    for (const item of sampleEntries.items) {
      expect(await lookUpPostKey(item.fields.slug)).toBe('post');
      expect(await lookUpPostKey(item.sys.id)).toBe('post');
    }
  });

  it('does not know a made-up address, however many are asked', async () => {
    for (let index = 0; index < 50; index++) expect(await lookUpPostKey(`made-up-${index}`)).toBe('unknown');
    expect(await lookUpPostKey('toString')).toBe('unknown');
  });
});

describe('lookUpPostCount without Contentful settings (the sample posts)', () => {
  it('counts the sample posts the blog shows, whatever is asked for', async () => {
    const shown = mapPosts(sampleEntries as RawEntryCollection, { author: 'A. Writer' }).length;
    expect(shown).toBeGreaterThan(0);
    expect(await lookUpPostCount(1)).toBe(shown);
    expect(await lookUpPostCount(10_000)).toBe(shown);
  });
});
