import 'server-only';
import { loadBlog } from '@/lib/contentful/blog';
import type { SitemapBlogPost } from '@/lib/sitemap-pages';

export async function sitemapBlogPosts(): Promise<SitemapBlogPost[]> {
  const blog = await loadBlog();
  if (blog.status !== 'ok') return [];
  return blog.posts.map((post) => ({ title: post.title, slug: post.slug, date: post.updatedAt }));
}
