/** "Global brands, small businesses and charities.": phrases written as mid-sentence; only the first letter is capitalised. */
export function sentenceList(phrases: readonly string[]): string {
  const items = phrases.map((phrase) => phrase.trim()).filter(Boolean);
  if (items.length === 0) return '';
  const joined = items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
  return `${joined.charAt(0).toUpperCase()}${joined.slice(1)}.`;
}
