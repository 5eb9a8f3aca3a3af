import sampleEntries from '@/content/blog-sample-entries.json';
import { lookUpPostKey } from './known-posts';

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
