import 'server-only';
import { loadBlog } from '@/lib/contentful';
import type { SitemapBlogPost } from '@/lib/sitemap-pages';

/**
 * The blog posts both sitemaps list, reduced to what they need. When Contentful cannot be
 * reached and nothing was stored before, the sitemaps still list every other page.
 */
export async function sitemapBlogPosts(): Promise<SitemapBlogPost[]> {
  const blog = await loadBlog();
  if (blog.status !== 'ok') return [];
  return blog.posts.map((post) => ({ title: post.title, slug: post.slug, date: post.updatedAt }));
}
