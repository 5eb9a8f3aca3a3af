export type BlogLoadingLabel = 'Loading blog posts...' | 'Loading blog post...';

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
