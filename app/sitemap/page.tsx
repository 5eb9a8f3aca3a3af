import type { Metadata } from 'next';
import { SitemapLinks } from '@/components/sitemap/sitemap-links';
import { Link } from '@/components/ui/link';
import { PageHeader } from '@/components/ui/page-header';
import { site } from '@/content/site';
import { sitemapBlogPosts } from '@/lib/blog/sitemap-posts';
import { getPortfolio } from '@/lib/contentful/portfolio';
import { pageTitles } from '@/lib/page-titles';
import { pageMetadata } from '@/lib/seo';
import { sitemapContent, sitemapSections } from '@/lib/sitemap-pages';

// Coexists with app/sitemap.ts: Next maps that metadata route to /sitemap.xml.

/** Matches BLOG_REVALIDATE_SECONDS and PORTFOLIO_REVALIDATE_SECONDS: posts and films from Contentful; route segment config must be a literal. */
export const revalidate = 300;

export const metadata: Metadata = pageMetadata({
  title: 'Sitemap',
  description: `Every page of the ${site.name} website: services, locations, portfolio projects, blog articles and more.`,
  path: '/sitemap',
});

export default async function SitemapPage() {
  const [posts, { projects }] = await Promise.all([sitemapBlogPosts(), getPortfolio()]);
  const sections = sitemapSections(posts, sitemapContent(projects));
  const blog = sections.find((section) => section.id === 'blog');
  const others = sections.filter((section) => section.id !== 'blog');

  return (
    <>
      <PageHeader
        eyebrow="Sitemap"
        title={pageTitles.sitemap}
        intro="Find your way around: services, the places I film, the portfolio, articles from the blog and the small print."
        crumbs={[{ name: 'Sitemap', path: '/sitemap' }]}
      />
      <div className="container-page space-y-10 py-12 md:py-16">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {others.map((section) => (
            <SitemapLinks key={section.id} section={section} />
          ))}
        </div>
        {blog && (
          <SitemapLinks
            section={blog}
            columns
            empty={
              <p>
                No articles yet. Visit the{' '}
                <Link href="/blog" className="font-medium text-ink underline underline-offset-4 hover:text-brand">
                  blog
                </Link>{' '}
                for the latest.
              </p>
            }
          />
        )}
      </div>
    </>
  );
}
