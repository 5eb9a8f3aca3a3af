import type { Metadata } from 'next';
import { BlogList } from '@/components/blog/blog-list';
import { loadBlog } from '@/lib/contentful/blog';
import { pageTitles } from '@/lib/page-titles';
import { pageMetadata } from '@/lib/seo';

/** Matches BLOG_REVALIDATE_SECONDS: route segment config must be a literal. */
export const revalidate = 300;

export const metadata: Metadata = pageMetadata({
  title: `Blog: ${pageTitles.blog}`,
  description:
    'Practical advice on planning corporate films, event highlight reels and social media video, from a freelance videographer in Lewes serving Brighton and London.',
  path: '/blog',
});

export default async function BlogPage() {
  return <BlogList result={await loadBlog()} page={1} />;
}
