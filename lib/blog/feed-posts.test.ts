import { env } from '@/lib/env';
import { feedPosts } from './feed-posts';

const newestFirst = Array.from({ length: 45 }, (_, index) => `post-${index}`);

describe('feedPosts', () => {
  it('keeps the newest posts only, as many as BLOG_FEED_LIMIT says (30 by default)', () => {
    expect(env.BLOG_FEED_LIMIT).toBe(30);
    expect(feedPosts(newestFirst)).toEqual(newestFirst.slice(0, 30));
  });

  it('takes another bound, and keeps every post of a smaller blog', () => {
    expect(feedPosts(newestFirst, 5)).toEqual(['post-0', 'post-1', 'post-2', 'post-3', 'post-4']);
    expect(feedPosts(newestFirst.slice(0, 3))).toHaveLength(3);
  });
});
