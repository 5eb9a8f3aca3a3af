import { revalidateTag } from 'next/cache';
import { BLOG_CACHE_TAG, postCacheTag } from './blog';
import { readAfterChanges } from './content-changes';
import { PORTFOLIO_CACHE_TAG } from './portfolio';
import { PRICING_CACHE_TAG } from './pricing';
import { revalidateContent } from './revalidate';
import { SITE_MEDIA_CACHE_TAG } from './site-media';

jest.mock('next/cache', () => ({
  revalidateTag: jest.fn(),
  unstable_cache: (read: () => unknown) => read,
}));

describe('revalidateContent', () => {
  it('marks every kind of content stale, and each post the webhook names', () => {
    const tags = revalidateContent(['my-post']);
    expect(tags).toEqual(
      expect.arrayContaining([
        BLOG_CACHE_TAG,
        PORTFOLIO_CACHE_TAG,
        PRICING_CACHE_TAG,
        SITE_MEDIA_CACHE_TAG,
        postCacheTag('my-post'),
      ]),
    );
    for (const tag of tags) expect(revalidateTag).toHaveBeenCalledWith(tag, 'max');
  });

  it('makes a read that was under way read again, so what it read before the change is not kept', async () => {
    let published = 'before';
    const read = jest.fn(async () => {
      const seen = published;
      if (read.mock.calls.length === 1) {
        published = 'after';
        revalidateContent();
      }
      return seen;
    });
    await expect(readAfterChanges(read)).resolves.toBe('after');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
