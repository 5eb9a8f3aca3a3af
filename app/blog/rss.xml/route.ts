import { blogFeed } from '@/lib/blog/feed';
import { loadBlog } from '@/lib/contentful/blog';

/** Matches BLOG_REVALIDATE_SECONDS: route segment config must be a literal. */
export const revalidate = 300;

export async function GET() {
  const blog = await loadBlog();
  // With no posts loadable yet the feed is valid but empty, and is retried soon.
  return new Response(blogFeed(blog.status === 'ok' ? blog.posts : []), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
