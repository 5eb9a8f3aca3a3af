import type { Post } from '@/lib/contentful/types';
import { blog, blogPosting } from './json-ld';

const post: Post = {
  id: 'e1',
  slug: 'vertical-video',
  title: 'Vertical Video',
  excerpt: 'Shoot upright.',
  date: '2026-07-07',
  updatedAt: '2026-07-09T08:05:00.000Z',
  categories: ['Social Media'],
  content: null,
};

describe('blogPosting', () => {
  it('carries headline, dates, image, author and publisher with absolute URLs', () => {
    const data = blogPosting({
      ...post,
      featuredImage: { url: '/images/projects/coke-spec-ad.jpg', alt: '' },
    }) as unknown as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Vertical Video',
      datePublished: '2026-07-07',
      dateModified: '2026-07-09T08:05:00.000Z',
      image: 'http://localhost:3000/images/projects/coke-spec-ad.jpg',
      url: 'http://localhost:3000/blog/vertical-video',
      author: { '@type': 'Person', name: 'Alex Marlowe' },
      publisher: { '@type': 'ProfessionalService', name: 'Kestrel Films' },
    });
  });

  it('gives the reading time as an ISO 8601 duration and the word count, for a post with a body', () => {
    const words = Array(600).fill('frame').join(' ');
    expect(blogPosting({ ...post, content: { contentType: 'array', items: [words] } })).toMatchObject({
      wordCount: 600,
      timeRequired: 'PT3M',
    });
    expect(blogPosting(post)).not.toHaveProperty('timeRequired');
  });

  it("falls back to the post's share card when it has no featured image", () => {
    expect((blogPosting(post) as unknown as { image: string }).image).toBe(
      'http://localhost:3000/blog/vertical-video/opengraph-image',
    );
  });
});

describe('blog', () => {
  it('lists the posts', () => {
    expect((blog([post]) as unknown as { blogPost: { url: string }[] }).blogPost[0]?.url).toBe(
      'http://localhost:3000/blog/vertical-video',
    );
  });
});
