const BLOG_LOADING_LABELS = ['Loading blog posts...', 'Loading blog post...'] as const;
export type BlogLoadingLabel = (typeof BLOG_LOADING_LABELS)[number];

const PENDING_LABEL = 'data-pending-label';

export const pendingLabel = (label: BlogLoadingLabel) => ({ [PENDING_LABEL]: label });

export function pendingLabelOf(link: Element | null): BlogLoadingLabel | null {
  const label = link?.getAttribute(PENDING_LABEL);
  return BLOG_LOADING_LABELS.find((known) => known === label) ?? null;
}

export function BlogLoading({ label, overlay = false }: { label: BlogLoadingLabel; overlay?: boolean }) {
  return (
    <div
      role="status"
      className={`flex flex-col items-center justify-center gap-5 text-muted ${
        overlay ? 'fixed inset-0 z-40 bg-paper/85 backdrop-blur-sm' : 'container-page min-h-[50svh] py-24'
      }`}
    >
      <span aria-hidden className="size-10 animate-spin rounded-full border-[3px] border-line border-t-brand" />
      <p className="font-medium">{label}</p>
    </div>
  );
}
