import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { BlogList } from '@/components/blog/blog-list';
import { site } from '@/content/site';
import { blogPagePath, olderPageNumbers, pageCount, parsePageNumber } from '@/lib/blog/pages';
import { loadBlog } from '@/lib/contentful/blog';
import { pageTitles } from '@/lib/page-titles';
import { pageMetadata } from '@/lib/seo';

/** Matches BLOG_REVALIDATE_SECONDS: route segment config must be a literal. */
export const revalidate = 300;
/** A page that new posts open after the build renders on its first visit; proxy.ts turns away the rest. */
export const dynamicParams = true;

export async function generateStaticParams() {
  const blog = await loadBlog();
  return blog.status === 'ok' ? olderPageNumbers(blog.posts.length).map((page) => ({ page: String(page) })) : [];
}

export async function generateMetadata({ params }: PageProps<'/blog/page/[page]'>): Promise<Metadata> {
  const page = parsePageNumber((await params).page) ?? 0;
  const title = `Blog, page ${page}: ${pageTitles.blog}`;
  const description = `Page ${page} of the ${site.name} blog: earlier articles on planning corporate films, event highlight reels and social media video, from a videographer in Lewes.`;
  const metadata = pageMetadata({ title, description, path: blogPagePath(page) });
  // The blog's own share card (app/blog/opengraph-image.tsx): one per page would be drawn for every page at each build.
  const images = [
    {
      url: '/blog/opengraph-image',
      alt: `${pageTitles.blog}, the ${site.name} blog`,
      width: 1200,
      height: 630,
      type: 'image/png',
    },
  ];
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, images },
    twitter: { ...metadata.twitter, images },
  };
}

export default async function BlogListPage({ params }: PageProps<'/blog/page/[page]'>) {
  const page = parsePageNumber((await params).page);
  if (page === null) notFound();
  if (page === 1) redirect('/blog');
  const result = await loadBlog();
  // Posts removed since the address was checked: the list's first page, as for a missing post.
  if (result.status === 'ok' && page > pageCount(result.posts.length)) redirect('/blog');
  return <BlogList result={result} page={page} />;
}
