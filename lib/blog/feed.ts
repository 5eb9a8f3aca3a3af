import { Feed } from 'feed';
import { site } from '@/content/site';
import type { Post } from '@/lib/contentful/types';
import { pageTitles } from '@/lib/page-titles';
import { postPath } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo';
import { feedPosts } from './feed-posts';

const FEED_PATH = '/blog/rss.xml';

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

function enclosure(post: Post) {
  if (!post.featuredImage) return {};
  const extension = new URL(post.featuredImage.url, 'https://x').pathname.split('.').pop()?.toLowerCase() ?? '';
  const type = IMAGE_TYPES[extension];
  return type ? { enclosure: { url: absoluteUrl(post.featuredImage.url), type, length: 0 } } : {};
}

export function blogFeed(allPosts: Post[]): string {
  const posts = feedPosts(allPosts);
  const feed = new Feed({
    title: `${site.name}: ${pageTitles.blog}`,
    description: 'Practical advice on planning and filming corporate, event, promotional and social media video.',
    id: absoluteUrl('/blog'),
    link: absoluteUrl('/blog'),
    language: 'en-GB',
    copyright: `© ${site.name}, ${site.owner}`,
    updated: posts[0] ? new Date(posts[0].updatedAt) : undefined,
    generator: site.name,
    feedLinks: { rss: absoluteUrl(FEED_PATH) },
    author: { name: site.owner, email: site.email, link: absoluteUrl('/about') },
  });
  for (const post of posts) {
    const url = absoluteUrl(postPath(post.slug));
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.excerpt,
      date: new Date(`${post.date}T00:00:00Z`),
      category: post.categories.map((name) => ({ name })),
      author: [{ name: site.owner, email: site.email }],
      ...enclosure(post),
    });
  }
  return feed.rss2();
}
