import { byNewest } from '@/lib/contentful/map-posts';
import type { Post } from '@/lib/contentful/types';

const RELATED_POSTS = 3;

export function relatedPosts(post: Post, posts: readonly Post[], limit = RELATED_POSTS): Post[] {
  const categories = new Set(post.categories.map((category) => category.toLowerCase()));
  const others = posts.filter((other) => other.slug !== post.slug).sort(byNewest);
  const shares = (other: Post) => other.categories.some((category) => categories.has(category.toLowerCase()));
  return [...others.filter(shares), ...others.filter((other) => !shares(other))].slice(0, limit);
}
