import { BackLink } from '@/components/ui/back-link';
import { site } from '@/content/site';
import type { Post } from '@/lib/contentful/types';
import { inspectorProps } from '@/lib/live-preview';
import { pendingLabel } from './blog-loading';
import { PostDate } from './post-date';
import { PostReadingTime } from './post-reading-time';

export function PostHeader({ post, draft }: { post: Post; draft: boolean }) {
  return (
    <header className="container-page pt-8 md:pt-12">
      <div className="mx-auto max-w-4xl">
        <BackLink href="/blog" {...pendingLabel('Loading blog posts...')} className="text-muted hover:text-ink">
          Back to Blog
        </BackLink>
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
        <h1 className="mt-5 text-display-md font-bold" {...inspectorProps({ draft, entryId: post.id, fieldId: 'title' })}>
          {post.title}
        </h1>
        <p className="mt-6 text-muted">
          By <span className="font-semibold text-ink">{site.owner}</span>, videographer at {site.name}
        </p>
      </div>
    </header>
  );
}
