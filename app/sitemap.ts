import type { MetadataRoute } from 'next';
import { sitemapBlogPosts } from '@/lib/blog/sitemap-posts';
import { sitemapPages } from '@/lib/sitemap-pages';
import { absoluteUrl } from '@/lib/seo';

// Refreshed with the blog (on its interval, and at once by the Contentful webhook).
export const revalidate = 300;

/** Every public page, from the same content as the navigation and the /sitemap page. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = sitemapPages(await sitemapBlogPosts());
  return pages.map((page) => ({ url: absoluteUrl(page.path), lastModified: page.lastModified }));
}
