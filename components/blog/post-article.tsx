import { cn } from '@/lib/cn';
import type { Post } from '@/lib/contentful/types';
import { env } from '@/lib/env';
import { inspectorProps } from '@/lib/live-preview';
import { postPath } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo';
import { LinkPending } from './link-pending';
import { PostBody } from './post-body';
import { PostHeader } from './post-header';
import { PostImage } from './post-image';
import { ShareArticle } from './share-article';

export function PostArticle({ post, draft }: { post: Post; draft: boolean }) {
  const field = (fieldId: string) => inspectorProps({ draft, entryId: post.id, fieldId });
  const path = postPath(post.slug);
  return (
    <>
      <article>
        <PostHeader post={post} draft={draft} />

        <div className="container-page mt-10 md:mt-14" {...field('featuredImage')}>
          <PostImage
            image={post.featuredImage}
            sizes="(min-width: 78rem) 74rem, 100vw"
            preload
            className={cn(
              'mx-auto max-w-6xl rounded-card shadow-card',
              post.featuredImage ? 'aspect-[16/9]' : 'aspect-[16/9] md:aspect-[3/1]',
            )}
          />
        </div>

        <div className="container-page py-14 md:py-20">
          <div className="mx-auto max-w-[68ch]">
            <div {...field('content')}>
              <PostBody content={post.content} siteOrigin={env.SITE_URL} draft={draft} pagePath={path} />
            </div>
            <div className="mt-16">
              <ShareArticle title={post.title} url={absoluteUrl(path)} />
            </div>
          </div>
        </div>
      </article>
      <LinkPending />
    </>
  );
}
