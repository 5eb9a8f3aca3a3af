// Characters a text may hold but nobody sees (zero-width spaces, bidirectional controls, fillers,
// variation selectors): a name made only of them is no name. Control characters go too.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}\u2028\u2029]/gu;
const INVISIBLE_BUT_NEWLINE = /(?![\n])[\p{Default_Ignorable_Code_Point}\p{Cc}\u2028\u2029]/gu;

/** One line as it will be shown: invisible characters removed, spaces collapsed. */
export function visibleText(value: string): string {
  return value.replace(/\t/g, ' ').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/** Several paragraphs as they will be shown: lines kept, at most one empty line between them. */
export function visibleParagraphs(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(INVISIBLE_BUT_NEWLINE, '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
