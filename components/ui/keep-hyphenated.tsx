import { hyphenatedRuns } from '@/lib/hyphenated-words';

/** The text with each hyphenated word held on one line: a phone broke "Coca-Cola" at its hyphen. */
export function KeepHyphenated({ text }: { text: string }) {
  return hyphenatedRuns(text).map((run, index) =>
    run.whole ? (
      <span key={index} className="whitespace-nowrap">
        {run.text}
      </span>
    ) : (
      run.text
    ),
  );
}
