import type { SitemapBlogPost } from './sitemap-pages';

/**
 * The blog posts the HTML sitemap lists. The blog's data module is wired in here once it
 * exists (its posts reduced to title, slug and date); until then the Blog section is empty.
 */
export async function sitemapBlogPosts(): Promise<SitemapBlogPost[]> {
  return [];
}
