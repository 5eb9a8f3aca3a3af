/**
 * Ids for the headings of a post body, made from their text so a link to a section keeps
 * working while the post is edited around it: "Lighting & Sound" becomes `lighting-sound`,
 * and a second heading with the same text gets `-2`.
 */

const MAX_LENGTH = 64;

/** The id a heading's text gives, before duplicates are told apart. */
function headingSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  // An id must not start with a digit to be usable as a CSS selector without escaping.
  return slug ? (/^\d/.test(slug) ? `section-${slug}` : slug) : 'section';
}

/** Hands out unique heading ids, in document order, for one body. */
export function headingIds(): (text: string) => string {
  const used = new Set<string>();
  return (text) => {
    const base = headingSlug(text);
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
}
