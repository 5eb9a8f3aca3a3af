import type { Blog, BlogPosting, WithContext } from 'schema-dts';
import { site } from '@/content/site';
import type { Post } from '@/lib/contentful/types';
import { businessReference } from '@/lib/json-ld/business';
import { pageTitles } from '@/lib/page-titles';
import { postPath } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo';
import { readingDuration, readingTime } from './reading-time';

function postImageUrl(post: Post): string {
  return post.featuredImage ? absoluteUrl(post.featuredImage.url) : absoluteUrl(`${postPath(post.slug)}/opengraph-image`);
}

export function blogPosting(post: Post): WithContext<BlogPosting> {
  const url = absoluteUrl(postPath(post.slug));
  const time = readingTime(post.content);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.updatedAt,
    image: postImageUrl(post),
    author: { '@type': 'Person', name: site.owner, url: absoluteUrl('/about') },
    publisher: businessReference(),
    articleSection: post.categories[0],
    keywords: post.categories.join(', '),
    inLanguage: 'en-GB',
    ...(time ? { wordCount: time.words, timeRequired: readingDuration(time) } : {}),
  };
}

export function blog(posts: Post[]): WithContext<Blog> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: `${site.name} blog: ${pageTitles.blog}`,
    url: absoluteUrl('/blog'),
    publisher: businessReference(),
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      url: absoluteUrl(postPath(post.slug)),
      datePublished: post.date,
    })),
  };
}
