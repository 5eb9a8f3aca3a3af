import type { MetadataRoute } from 'next';
import { olderPagesForSitemap } from '@/lib/blog/pages';
import { sitemapBlogPosts } from '@/lib/blog/sitemap-posts';
import { sitemapPages } from '@/lib/sitemap-pages';
import { absoluteUrl } from '@/lib/seo';

export const revalidate = 300;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const posts = await sitemapBlogPosts();
  const pages = [...sitemapPages(posts), ...olderPagesForSitemap(posts)];
  return pages.map((page) => ({ url: absoluteUrl(page.path), lastModified: page.lastModified }));
}
