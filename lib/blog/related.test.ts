import type { Post } from '@/lib/contentful/types';
import { relatedPosts } from './related';

const post = (slug: string, date: string, categories: string[]): Post => ({
  id: slug,
  slug,
  title: slug,
  excerpt: '',
  date,
  updatedAt: `${date}T00:00:00.000Z`,
  categories,
  content: null,
});

describe('relatedPosts', () => {
  const current = post('current', '2026-05-01', ['Corporate', 'Planning']);
  const posts = [
    current,
    post('new-other', '2026-06-01', ['Events']),
    post('old-same', '2025-01-01', ['corporate']),
    post('newer-same', '2026-04-01', ['Planning']),
    post('mid-other', '2026-02-01', ['Social']),
    post('oldest-other', '2024-01-01', ['General']),
  ];

  it('puts posts sharing a category first (newest first), then the newest others, at most three', () => {
    expect(relatedPosts(current, posts).map((p) => p.slug)).toEqual(['newer-same', 'old-same', 'new-other']);
  });

  it('never includes the post itself and returns fewer when there are fewer', () => {
    expect(relatedPosts(current, [current, posts[1]!]).map((p) => p.slug)).toEqual(['new-other']);
    expect(relatedPosts(current, [current])).toEqual([]);
  });

  it('honours another limit', () => {
    expect(relatedPosts(current, posts, 5)).toHaveLength(5);
  });
});
