export function EmbedLine({ nodeType, id, inline = false }: { nodeType: string; id: string; inline?: boolean }) {
  const label = (
    <>
      <span className="font-semibold">{nodeType}</span> <code className="font-mono text-[0.85em] break-all">id: {id}</code>
    </>
  );
  if (inline) {
    return (
      <span
        data-embed={nodeType}
        className="mx-0.5 rounded-md border border-dashed border-line bg-sand/70 px-1.5 py-0.5 text-[0.8em] text-muted"
      >
        {label}
      </span>
    );
  }
  return (
    <p data-embed={nodeType} className="mt-6 rounded-lg border border-dashed border-line bg-sand/50 px-4 py-3 text-sm text-muted">
      {label}
    </p>
  );
}
