import { AlertTriangle, RotateCw, SearchX } from 'lucide';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { pendingLabel } from './blog-loading';

/** No posts could ever be loaded. Retry is a plain GET of /blog: it reloads the page, even without JavaScript. */
export function BlogError() {
  return (
    <div className="mx-auto max-w-xl rounded-card border border-line bg-white px-6 py-12 text-center shadow-card md:px-12">
      <Icon icon={AlertTriangle} className="mx-auto size-9 text-brand" />
      <h2 className="mt-5 text-2xl font-bold">Error loading blog posts</h2>
      <p className="mt-3 leading-relaxed text-muted">There was an error loading blog posts. Please try again later.</p>
      <form action="/blog" method="get" className="mt-8">
        <button
          type="submit"
          className="inline-flex h-12 items-center gap-2 rounded-full bg-ink px-6 text-sm font-semibold text-white transition-colors hover:bg-brand"
        >
          <Icon icon={RotateCw} className="size-4" />
          Retry
        </button>
      </form>
    </div>
  );
}

export function BlogEmpty() {
  return (
    <div className="mx-auto max-w-xl rounded-card border border-dashed border-line px-6 py-12 text-center md:px-12">
      <Icon icon={SearchX} className="mx-auto size-9 text-muted" />
      <h2 className="mt-5 text-2xl font-bold">No posts in this category</h2>
      <p className="mt-3 leading-relaxed text-muted">New articles on planning, filming and sharing video are on their way.</p>
      <ButtonLink href="/blog" {...pendingLabel('Loading blog posts...')} variant="dark" className="mt-8">
        View All Posts
      </ButtonLink>
    </div>
  );
}
