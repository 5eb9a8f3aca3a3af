import 'server-only';
import { unstable_cache } from 'next/cache';
import sampleEntries from '@/content/blog-sample-entries.json';
import { site } from '@/content/site';
import { env } from '@/lib/env';
import { tokenBucket } from '@/lib/token-bucket';
import { fetchEntries, isContentfulConfigured, type ContentfulApi } from './client';
import { mapPosts } from './map-posts';
import { withMarkdownBodies } from './markdown';
import type { Post, RawEntryCollection } from './types';

export type { Post, PostContent, PostImage } from './types';

/**
 * The blog's server-side API. Posts come from Contentful, or from the sample entries in
 * content/ when no credentials are set; both go through the same mapping.
 *
 * Caching: one cached list serves every blog page, the feed and the sitemap (tag
 * BLOG_CACHE_TAG, refreshed every BLOG_REVALIDATE_SECONDS or by the webhook). When a
 * refresh fails, Next keeps serving the last list it stored, so published posts never
 * vanish because Contentful had a bad minute; the error state appears only when no list
 * was ever loaded (a build with Contentful down), and then retries every BLOG_RETRY_SECONDS
 * (a setting).
 */

/** Cache tag of everything built from the list of posts: list, posts, feed, sitemap. */
export const BLOG_CACHE_TAG = 'blog-posts';
/** Cache tag of one post's page, by slug or entry id (the webhook names entries by both). */
export const postCacheTag = (key: string) => `blog-post:${key}`;
/** Pages and the list refresh at most this often without a webhook. Route segment configs repeat the literal. */
export const BLOG_REVALIDATE_SECONDS = 300;

const IS_BUILD = process.env.NEXT_PHASE === 'phase-production-build';

async function loadPosts(api: ContentfulApi): Promise<Post[]> {
  const collection = isContentfulConfigured(api) ? await fetchEntries(api) : (sampleEntries as RawEntryCollection);
  return withMarkdownBodies(mapPosts(collection, { author: site.owner }));
}

let buildLoad: Promise<Post[]> | null = null;
let inFlight: Promise<Post[]> | null = null;

/**
 * One fetch for many callers: a build reads Contentful once per worker (a failure too,
 * instead of waiting out the SDK's retries for every page); at run time, pages that
 * regenerate together share one request.
 */
function loadPublishedPosts(): Promise<Post[]> {
  if (IS_BUILD) return (buildLoad ??= loadPosts('delivery'));
  inFlight ??= loadPosts('delivery').finally(() => {
    inFlight = null;
  });
  return inFlight;
}

const cachedPosts = unstable_cache(loadPublishedPosts, ['contentful-blog-posts'], {
  tags: [BLOG_CACHE_TAG],
  revalidate: BLOG_REVALIDATE_SECONDS,
});

/**
 * Every published post, newest first. Throws only when no list could be loaded and none
 * was stored before (use loadBlog() in pages to get the error state instead).
 */
export function getPosts(): Promise<Post[]> {
  return cachedPosts();
}

/**
 * Lowers the revalidation interval of the page being rendered to the BLOG_RETRY_SECONDS setting:
 * Next revalidates a page as often as the most frequent cached call made while
 * rendering it, so an error state is retried soon instead of in five minutes.
 */
const retrySoon = unstable_cache(async () => true, ['blog-retry-soon'], { revalidate: env.BLOG_RETRY_SECONDS });

export type BlogResult = { status: 'ok'; posts: Post[] } | { status: 'error' };

/** The list for a page: the posts, or the error state when none could be loaded. */
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

export interface FoundPost {
  post: Post;
  /** Every post, for related articles. */
  posts: Post[];
}

/**
 * Fresh reads for addresses the cached list does not know: five at once, then one every two
 * seconds. A crawler trying made-up addresses cannot turn each into a read of the whole blog
 * and spend the space's API quota; a new post is still found on its first request.
 */
const freshReads = tokenBucket({ burst: 5, intervalMs: 2000 });

/** By slug, else by entry id (the page then redirects to the slug's address). */
const findIn = (posts: Post[], key: string) => posts.find((post) => post.slug === key) ?? posts.find((post) => post.id === key);

/**
 * A published post by slug (or entry id). A post published after the list was cached is found by a
 * fresh read of Contentful, so a new post renders at its own URL on first request.
 * Null when it does not exist or cannot be loaded (the page then redirects to /blog).
 */
export async function findPost(slug: string): Promise<FoundPost | null> {
  const blog = await loadBlog();
  let found: FoundPost | null = null;
  if (blog.status === 'ok') {
    const post = findIn(blog.posts, slug);
    if (post) {
      found = { post, posts: blog.posts };
    } else {
      // Joining a read already under way costs nothing; a new one needs a token.
      if (inFlight || freshReads.take()) {
        try {
          const fresh = await loadPublishedPosts();
          const freshPost = findIn(fresh, slug);
          if (freshPost) found = { post: freshPost, posts: fresh };
        } catch (error) {
          console.error(`Blog post "${slug}" could not be looked up in Contentful`, error);
        }
      }
      // Not there (yet), or not looked for during a flood: ask again soon rather than redirecting for five minutes.
      if (!found) await retrySoon();
    }
  }
  if (found) await tagPostPage([slug, found.post.id]);
  return found;
}

/**
 * A post as the Preview API shows it, drafts included, for draft mode only: never
 * cached (Next bypasses its caches for draft-mode requests, and this reads directly).
 * Without a preview token it shows the published post.
 */
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
