import { Rss } from 'lucide';
import { BlogEmpty, BlogError } from '@/components/blog/blog-states';
import { LinkPending } from '@/components/blog/link-pending';
import { ListPagination } from '@/components/blog/list-pagination';
import { PostGrid } from '@/components/blog/post-grid';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Icon } from '@/components/ui/icon';
import { JsonLd } from '@/components/ui/json-ld';
import { QuoteBanner } from '@/components/ui/quote-banner';
import { blog } from '@/lib/blog/json-ld';
import { blogPagePath, pageCount, postsOnPage } from '@/lib/blog/pages';
import type { BlogResult } from '@/lib/contentful/blog';
import { withinReplyTime } from '@/lib/facts';
import { pageTitles } from '@/lib/page-titles';
import { absoluteUrl } from '@/lib/seo';

export function BlogList({ result, page }: { result: BlogResult; page: number }) {
  const last = result.status === 'ok' ? pageCount(result.posts.length) : 1;
  const posts = result.status === 'ok' ? postsOnPage(result.posts, page) : [];
  const crumbs = [{ name: 'Blog', path: '/blog' }, ...(page > 1 ? [{ name: `Page ${page}`, path: blogPagePath(page) }] : [])];
  return (
    <>
      {/* React places these in the head; search engines that still read them find the neighbouring pages. */}
      {page > 1 && <link rel="prev" href={absoluteUrl(blogPagePath(page - 1))} />}
      {page < last && <link rel="next" href={absoluteUrl(blogPagePath(page + 1))} />}
      <header className="border-b border-line">
        <div className="container-page pt-10 pb-12 md:pt-14 md:pb-16">
          <Breadcrumbs crumbs={crumbs} />
          <div className="mt-10 grid gap-8 md:mt-14 lg:grid-cols-12 lg:items-end">
            <div className="lg:col-span-8">
              <p className="eyebrow text-brand">
                The Kestrel Films Journal
                {page > 1 && (
                  <span className="text-muted">
                    {' '}
                    · Page {page} of {last}
                  </span>
                )}
              </p>
              <h1 className="mt-4 text-display-md font-bold md:text-display-lg">{pageTitles.blog}</h1>
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
        ) : posts.length === 0 ? (
          <BlogEmpty />
        ) : (
          <>
            <PostGrid posts={posts} preloadFirst />
            <ListPagination page={page} last={last} />
            <JsonLd data={blog(posts)} />
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
      <QuoteBanner
        title="Planning a Film of Your Own?"
        text={`Tell me what the film has to do and who it is for. I reply${withinReplyTime()} with ideas and a clear quote.`}
        from={blogPagePath(page)}
      />
      <LinkPending />
    </>
  );
}
