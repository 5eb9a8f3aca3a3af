type InlinePart = { text: string } | { text: string; href: string };

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;
// Only site paths, https and mailto addresses become links; anything else stays as the literal text.
const ALLOWED_HREF = /^(\/(?!\/)|https:\/\/|mailto:)/;

export function inlineParts(copy: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of copy.matchAll(LINK)) {
    const [whole, text = '', href = ''] = match;
    if (!ALLOWED_HREF.test(href)) continue;
    if (match.index > last) parts.push({ text: copy.slice(last, match.index) });
    parts.push({ text, href });
    last = match.index + whole.length;
  }
  if (last < copy.length) parts.push({ text: copy.slice(last) });
  return parts;
}
