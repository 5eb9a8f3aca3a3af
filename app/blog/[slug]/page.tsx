import { ArrowLeft } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import Link from 'next/link';
import { permanentRedirect, redirect } from 'next/navigation';
import { cache } from 'react';
import { DraftBanner } from '@/components/blog/draft-banner';
import { LinkPending } from '@/components/blog/link-pending';
import { PostBody } from '@/components/blog/post-body';
import { PostDate } from '@/components/blog/post-date';
import { PostImage } from '@/components/blog/post-image';
import { PostReadingTime } from '@/components/blog/post-reading-time';
import { RelatedArticles } from '@/components/blog/related-articles';
import { ShareArticle } from '@/components/blog/share-article';
import { JsonLd } from '@/components/ui/json-ld';
import { QuoteBanner } from '@/components/ui/quote-banner';
import { site } from '@/content/site';
import { cn } from '@/lib/cn';
import { blogPosting } from '@/lib/blog/json-ld';

import { relatedPosts } from '@/lib/blog/related';
import { findDraftPost, findPost, loadBlog } from '@/lib/contentful';
import { env } from '@/lib/env';
import { inspectorProps } from '@/lib/live-preview';
import { breadcrumbList } from '@/lib/json-ld/breadcrumbs';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { postPath, slugFromSegment } from '@/lib/routes';

/** BLOG_REVALIDATE_SECONDS: route segment config must be a literal. */
export const revalidate = 300;
export const dynamicParams = true;

export async function generateStaticParams() {
  const blog = await loadBlog();
  return blog.status === 'ok' ? blog.posts.map((post) => ({ slug: post.slug })) : [];
}

/** One lookup per request, shared by the metadata and the page. */
const loadPost = cache(async (segment: string) => {
  const slug = slugFromSegment(segment);
  const { isEnabled: draft } = await draftMode();
  return { slug, draft, found: draft ? await findDraftPost(slug) : await findPost(slug) };
});

export async function generateMetadata({ params }: PageProps<'/blog/[slug]'>): Promise<Metadata> {
  const { draft, found } = await loadPost((await params).slug);
  if (!found) return { title: 'Blog', robots: { index: false } };
  const { post } = found;
  return {
    ...pageMetadata({
      title: post.title,
      description: post.excerpt,
      path: postPath(post.slug),
      openGraph: {
        type: 'article',
        publishedTime: post.date,
        modifiedTime: post.updatedAt,
        authors: [site.owner],
        section: post.categories[0],
        tags: post.categories,
      },
    }),
    ...(draft ? { robots: { index: false, follow: false } } : {}),
  };
}

export default async function BlogPostPage({ params }: PageProps<'/blog/[slug]'>) {
  const { slug, draft, found } = await loadPost((await params).slug);
  // Missing, unpublished or not loadable: the visitor goes to the list.
  if (!found) redirect('/blog');
  const { post, posts } = found;
  // Found by its entry id: the slug's address is the post's one address.
  if (post.slug !== slug) permanentRedirect(postPath(post.slug));
  const url = absoluteUrl(postPath(post.slug));
  // The field ids `npm run contentful:setup` gives a post.
  const field = (fieldId: string) => inspectorProps({ draft, entryId: post.id, fieldId });

  return (
    <>
      {draft && <DraftBanner slug={post.slug} />}
      <article>
        <header className="container-page pt-8 md:pt-12">
          <div className="mx-auto max-w-4xl">
            <Link
              href="/blog"
              className="-my-3 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-muted transition-colors hover:text-ink"
            >
              <Icon icon={ArrowLeft} className="size-4" />
              Back to Blog
              <LinkPending label="Loading blog posts..." />
            </Link>
            <p className="mt-10 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted md:mt-14">
              <PostDate date={post.date} className="font-medium text-ink" />
              <PostReadingTime content={post.content} />
              {/* Categories as tags: when the row wraps on a phone, a tag on the next line still reads as one. */}
              {post.categories.map((category) => (
                <span
                  key={category}
                  data-post-category
                  className="rounded-full border border-line px-2.5 py-1 eyebrow text-[0.65rem] leading-none text-ink"
                >
                  {category}
                </span>
              ))}
            </p>
            <h1 className="mt-5 text-display-md font-bold" {...field('title')}>
              {post.title}
            </h1>
            <p className="mt-6 text-muted">
              By <span className="font-semibold text-ink">{site.owner}</span>, videographer at {site.name}
            </p>
          </div>
        </header>

        <div className="container-page mt-10 md:mt-14" {...field('featuredImage')}>
          <PostImage
            image={post.featuredImage}
            sizes="(min-width: 78rem) 74rem, 100vw"
            preload
            // Without an image the placeholder is a slim band, not a large empty frame.
            className={cn(
              'mx-auto max-w-6xl rounded-card shadow-card',
              post.featuredImage ? 'aspect-[16/9]' : 'aspect-[16/9] md:aspect-[3/1]',
            )}
          />
        </div>

        <div className="container-page py-14 md:py-20">
          <div className="mx-auto max-w-[68ch]">
            <div {...field('content')}>
              <PostBody content={post.content} siteOrigin={env.SITE_URL} draft={draft} pagePath={postPath(post.slug)} />
            </div>
            <div className="mt-16">
              <ShareArticle title={post.title} url={url} />
            </div>
          </div>
        </div>
      </article>

      <RelatedArticles posts={relatedPosts(post, posts)} />
      {/* Every post ends as the other pages do: with the way to ask for a quote. */}
      <QuoteBanner />

      <JsonLd data={blogPosting(post)} />
      <JsonLd
        data={breadcrumbList([
          { name: 'Blog', path: '/blog' },
          { name: post.title, path: postPath(post.slug) },
        ])}
      />
    </>
  );
}
