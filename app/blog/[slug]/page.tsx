import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { permanentRedirect, redirect } from 'next/navigation';
import { cache } from 'react';
import { DraftBanner } from '@/components/blog/draft-banner';
import { PostArticle } from '@/components/blog/post-article';
import { RelatedArticles } from '@/components/blog/related-articles';
import { JsonLd } from '@/components/ui/json-ld';
import { QuoteBanner } from '@/components/ui/quote-banner';
import { site } from '@/content/site';
import { blogPosting } from '@/lib/blog/json-ld';
import { relatedPosts } from '@/lib/blog/related';
import { findDraftPost, findPost, loadBlog } from '@/lib/contentful/blog';
import { breadcrumbList } from '@/lib/json-ld/breadcrumbs';
import { postPath, slugFromSegment } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

/** Matches BLOG_REVALIDATE_SECONDS: route segment config must be a literal. */
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
  return (
    <>
      {draft && <DraftBanner slug={post.slug} />}
      <PostArticle post={post} draft={draft} />
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
