/**
 * Phrases as one sentence: "Global brands, small businesses and charities." Each phrase is written as it reads
 * mid-sentence; only the sentence's first letter is capitalised, so a list never reads as a row of titles.
 */
export function sentenceList(phrases: readonly string[]): string {
  const items = phrases.map((phrase) => phrase.trim()).filter(Boolean);
  if (items.length === 0) return '';
  const joined = items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
  return `${joined.charAt(0).toUpperCase()}${joined.slice(1)}.`;
}
