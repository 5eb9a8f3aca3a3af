import type { MetadataRoute } from 'next';
import { olderPagesForSitemap } from '@/lib/blog/pages';
import { sitemapBlogPosts } from '@/lib/blog/sitemap-posts';
import { getPublishedPortfolio } from '@/lib/contentful/portfolio';
import { absoluteUrl } from '@/lib/seo';
import { sitemapContent, sitemapPages } from '@/lib/sitemap-pages';
import { sitemapVideosByPath } from '@/lib/sitemap-videos';

/** Matches BLOG_REVALIDATE_SECONDS and PORTFOLIO_REVALIDATE_SECONDS: posts and films from Contentful; route segment config must be a literal. */
export const revalidate = 300;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [posts, { projects }] = await Promise.all([sitemapBlogPosts(), getPublishedPortfolio()]);
  const pages = [...sitemapPages(posts, sitemapContent(projects)), ...olderPagesForSitemap(posts)];
  const videos = sitemapVideosByPath(projects);
  return pages.map((page) => ({ url: absoluteUrl(page.path), lastModified: page.lastModified, videos: videos.get(page.path) }));
}
