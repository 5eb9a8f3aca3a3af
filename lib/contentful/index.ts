import 'server-only';
import { unstable_cache } from 'next/cache';
import { env } from '@/lib/env';
import { isContentfulConfigured } from './client';
import { knownPosts, loadPosts } from './posts-read';
import type { Post } from './types';

export type { Post, PostContent, PostImage } from './types';

// Posts from Contentful, or from the sample entries without credentials. A failed refresh keeps
// the last stored list; the error state appears only when no list was ever loaded.

/** Everything built from the list: the list, every post, the feed and the sitemap. */
export const BLOG_CACHE_TAG = 'blog-posts';
/** Cache tag of one post's page, by slug or entry id (the webhook names entries by both). */
export const postCacheTag = (key: string) => `blog-post:${key}`;
/** Route segment configs repeat this literal. */
export const BLOG_REVALIDATE_SECONDS = 300;

const IS_BUILD = process.env.NEXT_PHASE === 'phase-production-build';

let buildLoad: Promise<Post[]> | null = null;
let inFlight: Promise<Post[]> | null = null;

/** One fetch per build worker (a failure too, not the SDK's retries per page); at run time, concurrent callers share one. */
function loadPublishedPosts(): Promise<Post[]> {
  if (IS_BUILD) return (buildLoad ??= loadPosts('delivery'));
  inFlight ??= loadPosts('delivery').finally(() => {
    inFlight = null;
  });
  return inFlight;
}

// unstable_cache rather than 'use cache': that directive needs cacheComponents, which rules out the
// `revalidate` segment configs every page of this site is pre-rendered and refreshed by.
const cachedPosts = unstable_cache(loadPublishedPosts, ['contentful-blog-posts'], {
  tags: [BLOG_CACHE_TAG],
  revalidate: BLOG_REVALIDATE_SECONDS,
});

/** Throws only when no list was ever stored; pages use loadBlog() to get the error state. */
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

/** Gives the page being rendered the cache tags of one post, so the webhook can refresh just it. */
function tagPostPage(keys: string[]) {
  const tags = [...new Set(keys)].map(postCacheTag).filter((tag) => tag.length <= 256);
  return unstable_cache(async () => true, ['blog-post-page', ...tags], { tags, revalidate: BLOG_REVALIDATE_SECONDS })();
}

interface FoundPost {
  post: Post;
  /** Every post, for related articles. */
  posts: Post[];
}

/** By slug, else by entry id (the page then redirects to the slug). */
const findIn = (posts: Post[], key: string) => posts.find((post) => post.slug === key) ?? posts.find((post) => post.id === key);

/** A post missing from the cached list gets a fresh read, so a new post renders on its first request. */
export async function findPost(slug: string): Promise<FoundPost | null> {
  const blog = await loadBlog();
  let found: FoundPost | null = null;
  if (blog.status === 'ok') {
    const post = findIn(blog.posts, slug);
    if (post) {
      found = { post, posts: blog.posts };
    } else {
      // The read proxy.ts made to let this address through, or a new one if the shared bucket allows.
      await knownPosts.readAgain();
      const fresh = knownPosts.latest();
      const freshPost = fresh && findIn(fresh, slug);
      if (freshPost) found = { post: freshPost, posts: fresh };
      // Not there (yet), or not looked for during a flood: ask again soon rather than redirecting for five minutes.
      if (!found) await retrySoon();
    }
  }
  if (found) await tagPostPage([slug, found.post.id]);
  return found;
}

/** Draft mode only, never cached; without a preview token it shows the published post. */
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
