import type { Post } from '@/lib/contentful/types';
import { PostGrid } from './post-grid';

export function RelatedArticles({ posts }: { posts: Post[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="border-t border-line bg-sand/60">
      <div className="container-page py-16 md:py-24">
        <p className="eyebrow text-brand">Keep reading</p>
        <h2 id="related-heading" className="mt-3 text-display-sm font-bold">
          Related Articles
        </h2>
        <PostGrid posts={posts} headingLevel={3} className="mt-10" />
      </div>
    </section>
  );
}
