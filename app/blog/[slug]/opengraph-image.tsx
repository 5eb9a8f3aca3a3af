import { OG_SIZE, ogImage } from '@/components/og/og-image';
import { site } from '@/content/site';
import { findPost, loadBlog } from '@/lib/contentful/blog';
import { pageTitles } from '@/lib/page-titles';
import { slugFromSegment } from '@/lib/routes';

/** Matches BLOG_REVALIDATE_SECONDS: made at build for every post, and like the page on first request for a newer one. */
export const revalidate = 300;
export const alt = `A ${site.name} blog post`;
export const size = OG_SIZE;
export const contentType = 'image/png';

export async function generateStaticParams() {
  const blog = await loadBlog();
  return blog.status === 'ok' ? blog.posts.map((post) => ({ slug: post.slug })) : [];
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const found = await findPost(slugFromSegment((await params).slug));
  return ogImage({ title: found?.post.title ?? pageTitles.blog, eyebrow: `${site.name} Journal` });
}
