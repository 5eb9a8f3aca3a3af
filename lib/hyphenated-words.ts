/** A word joined by hyphens, such as a brand ("Coca-Cola"): browsers may break a line at its hyphen. */
const HYPHENATED = /([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+)/u;

/** The text in runs, `whole` marking each hyphenated word, so it can be kept on one line. */
export function hyphenatedRuns(text: string): { text: string; whole: boolean }[] {
  return text
    .split(HYPHENATED)
    .map((part, index) => ({ text: part, whole: index % 2 === 1 }))
    .filter((run) => run.text !== '');
}
