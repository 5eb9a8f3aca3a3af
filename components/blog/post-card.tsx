import { Link } from '@/components/ui/link';
import { MaskIcon } from '@/components/ui/mask-icon';
import type { Post } from '@/lib/contentful/types';
import { postPath } from '@/lib/routes';
import { pendingLabel } from './blog-loading';
import { PostDate } from './post-date';
import { PostImage } from './post-image';
import { PostReadingTime } from './post-reading-time';

interface PostCardProps {
  post: Post;
  headingLevel?: 2 | 3;
  preloadImage?: boolean;
}

export function PostCard({ post, headingLevel = 2, preloadImage = false }: PostCardProps) {
  const Heading = `h${headingLevel}` as const;
  const href = postPath(post.slug);
  return (
    <article className="group post-card">
      <PostImage
        image={post.featuredImage}
        sizes="(min-width: 64rem) 24rem, (min-width: 48rem) 45vw, 100vw"
        preload={preloadImage}
        className="post-card-image aspect-[16/10]"
      />
      <div className="flex min-w-0 flex-1 flex-col p-6 [overflow-wrap:anywhere] md:p-7">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <PostDate date={post.date} />
          <span aria-hidden className="size-1 shrink-0 rounded-full bg-brand" />
          <span className="eyebrow text-[0.7rem] text-ink">{post.categories[0]}</span>
        </p>
        <Heading className="mt-3 text-[1.4rem] leading-tight font-bold">
          <Link
            href={href}
            {...pendingLabel('Loading blog post...')}
            className="rounded-sm decoration-brand decoration-2 underline-offset-4 hover:underline"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 line-clamp-4 leading-relaxed text-muted">{post.excerpt}</p>
        {/* The reading time at the foot, beside the link: the date line keeps to one row in a narrow column. */}
        <div className="mt-auto flex items-center justify-between gap-4 pt-4">
          <Link
            href={href}
            {...pendingLabel('Loading blog post...')}
            className="inline-flex min-h-8 items-center gap-2 text-sm font-semibold text-ink transition-colors hover:text-brand-deep"
          >
            Read more<span className="sr-only">: {post.title}</span>
            <MaskIcon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
          </Link>
          <PostReadingTime content={post.content} className="text-sm text-muted" />
        </div>
      </div>
    </article>
  );
}
