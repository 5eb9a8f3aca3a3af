const HYPHENATED = /([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+)/u;

export function hyphenatedRuns(text: string): { text: string; whole: boolean }[] {
  return text
    .split(HYPHENATED)
    .map((part, index) => ({ text: part, whole: index % 2 === 1 }))
    .filter((run) => run.text !== '');
}
