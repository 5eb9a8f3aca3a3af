import type { MetadataRoute } from 'next';
import { olderPagesForSitemap } from '@/lib/blog/pages';
import { sitemapBlogPosts } from '@/lib/blog/sitemap-posts';
import { sitemapPages } from '@/lib/sitemap-pages';
import { sitemapVideosByPath } from '@/lib/sitemap-videos';
import { absoluteUrl } from '@/lib/seo';

export const revalidate = 300;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const posts = await sitemapBlogPosts();
  const pages = [...sitemapPages(posts), ...olderPagesForSitemap(posts)];
  const videos = sitemapVideosByPath();
  return pages.map((page) => ({ url: absoluteUrl(page.path), lastModified: page.lastModified, videos: videos.get(page.path) }));
}
