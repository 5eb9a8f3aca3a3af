import 'server-only';
import { unstable_cache } from 'next/cache';
import { env } from '@/lib/env';
import { oncePerBuild } from './build-phase';
import { isContentfulConfigured } from './client';
import { readAfterChanges } from './content-changes';
import { knownPosts, loadPosts } from './posts-read';
import type { Post } from './types';

export type { Post, PostContent, PostImage } from './types';

export const BLOG_CACHE_TAG = 'blog-posts';
export const postCacheTag = (key: string) => `blog-post:${key}`;
export const BLOG_REVALIDATE_SECONDS = 300;

let inFlight: Promise<Post[]> | null = null;

const loadPublishedPosts = oncePerBuild(() => {
  inFlight ??= readAfterChanges(() => loadPosts('delivery')).finally(() => {
    inFlight = null;
  });
  return inFlight;
});

// unstable_cache: 'use cache' needs cacheComponents, which rules out the pages' `revalidate` segment configs.
const cachedPosts = unstable_cache(loadPublishedPosts, ['contentful-blog-posts'], {
  tags: [BLOG_CACHE_TAG],
  revalidate: BLOG_REVALIDATE_SECONDS,
});

function getPosts(): Promise<Post[]> {
  return cachedPosts();
}

/** Next revalidates a page as often as its most frequent cached call, so this makes an error state retry soon. */
export const retrySoon = unstable_cache(async () => true, ['blog-retry-soon'], { revalidate: env.BLOG_RETRY_SECONDS });

export type BlogResult = { status: 'ok'; posts: Post[] } | { status: 'error' };

export async function loadBlog(): Promise<BlogResult> {
  try {
    return { status: 'ok', posts: await getPosts() };
  } catch (error) {
    console.error('Blog posts could not be loaded from Contentful', error);
    await retrySoon();
    return { status: 'error' };
  }
}

function tagPostPage(keys: string[]) {
  const tags = [...new Set(keys)].map(postCacheTag).filter((tag) => tag.length <= 256);
  return unstable_cache(async () => true, ['blog-post-page', ...tags], { tags, revalidate: BLOG_REVALIDATE_SECONDS })();
}

interface FoundPost {
  post: Post;
  posts: Post[];
}

const findIn = (posts: Post[], key: string) => posts.find((post) => post.slug === key) ?? posts.find((post) => post.id === key);

export async function findPost(slug: string): Promise<FoundPost | null> {
  const blog = await loadBlog();
  let found: FoundPost | null = null;
  if (blog.status === 'ok') {
    const post = findIn(blog.posts, slug);
    if (post) {
      found = { post, posts: blog.posts };
    } else {
      await knownPosts.readAgain();
      const fresh = knownPosts.latest();
      const freshPost = fresh && findIn(fresh, slug);
      if (freshPost) found = { post: freshPost, posts: fresh };
      if (!found) await retrySoon();
    }
  }
  if (found) await tagPostPage([slug, found.post.id]);
  return found;
}

export async function findDraftPost(slug: string): Promise<FoundPost | null> {
  if (!isContentfulConfigured('preview')) return findPost(slug);
  try {
    const posts = await loadPosts('preview');
    const post = findIn(posts, slug);
    return post ? { post, posts } : null;
  } catch (error) {
    console.error(`Draft of "${slug}" could not be loaded from the Contentful Preview API`, error);
    return null;
  }
}
