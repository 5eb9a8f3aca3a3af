import { Eye } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { env } from '@/lib/env';
import { isLocalSite } from '@/lib/live-preview';
import { LivePreview } from './live-preview';

/** Leaving draft mode is a form, not a link: a prefetched link would end draft mode before the editor clicks. */
export function DraftBanner({ slug, type = 'post' }: { slug: string; type?: 'post' | 'project' }) {
  return (
    <aside aria-label="Draft preview" className="on-dark bg-ink text-white">
      <div className="container-page flex flex-col gap-3 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2">
          <Icon icon={Eye} className="size-4 text-brand-glow" />
          <span>
            <strong className="font-semibold">Draft preview.</strong> You are seeing unpublished content from Contentful; visitors
            do not.
          </span>
        </p>
        <form action="/api/draft/disable" method="get">
          <input type="hidden" name="slug" value={slug} />
          {type !== 'post' && <input type="hidden" name="type" value={type} />}
          <button
            type="submit"
            className="rounded-full border border-white/40 px-4 py-1.5 font-semibold hover:bg-white hover:text-ink"
          >
            Exit preview
          </button>
        </form>
      </div>
      <LivePreview localEditors={isLocalSite(env.SITE_URL)} />
    </aside>
  );
}
