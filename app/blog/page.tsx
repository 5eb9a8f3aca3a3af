import { Rss } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { Metadata } from 'next';
import { BlogEmpty, BlogError } from '@/components/blog/blog-states';
import { PostGrid } from '@/components/blog/post-grid';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import { blog } from '@/lib/blog/json-ld';
import { loadBlog } from '@/lib/contentful';
import { pageMetadata } from '@/lib/seo';

/** BLOG_REVALIDATE_SECONDS: route segment config must be a literal. */
export const revalidate = 300;

export const metadata: Metadata = pageMetadata({
  title: 'Blog: Insights & Tips on Videography',
  description:
    'Practical advice on planning corporate films, event highlight reels and social media video, from a freelance videographer in Lewes serving Brighton and London.',
  path: '/blog',
});

export default async function BlogPage() {
  const result = await loadBlog();
  return (
    <>
      <header className="border-b border-line">
        <div className="container-page pt-10 pb-12 md:pt-14 md:pb-16">
          <Breadcrumbs crumbs={[{ name: 'Blog', path: '/blog' }]} />
          <div className="mt-10 grid gap-8 md:mt-14 lg:grid-cols-12 lg:items-end">
            <div className="lg:col-span-8">
              <p className="eyebrow text-brand">The Kestrel Films Journal</p>
              <h1 className="mt-4 text-display-md font-bold md:text-display-lg">Insights &amp; Tips on Videography</h1>
            </div>
            <div className="lg:col-span-4">
              <p className="text-lg leading-relaxed text-muted">
                Notes from behind the camera: how to plan a film that gets watched, what makes an event reel work, and how to get
                more from every shoot day.
              </p>
            </div>
          </div>
        </div>
      </header>

      <section aria-label="Articles" className="container-page py-14 md:py-20">
        {result.status === 'error' ? (
          <BlogError />
        ) : result.posts.length === 0 ? (
          <BlogEmpty />
        ) : (
          <>
            <PostGrid posts={result.posts} preloadFirst />
            <JsonLd data={blog(result.posts)} />
          </>
        )}
        {/* After the posts, so the first article link on the page is a post's. */}
        <p className="mt-16 flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-line pt-8 text-muted">
          Follow new articles as they are published.
          <a
            href="/blog/rss.xml"
            className="inline-flex items-center gap-2 font-semibold text-ink underline-offset-4 hover:text-brand-deep hover:underline"
          >
            <Icon icon={Rss} className="size-4 text-brand" />
            Subscribe with RSS
          </a>
        </p>
      </section>
    </>
  );
}
