// The files the site appends to, one JSON object a line (enquiries, reviews), as the owner's commands read them:
// a line cut short by a full disk, or edited by hand into another shape, is named and left out, never shown half.

/** A time as the site stores it (Date#toISOString), so a month and a minute are where the commands cut them. */
const STORED_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;

export const isStoredTime = (value) => typeof value === 'string' && STORED_TIME.test(value) && !Number.isNaN(Date.parse(value));

/**
 * Every line of `text` that is a JSON object `isWhole` accepts, with its line number (from 1), and the numbers of
 * the other lines that are not blank.
 */
export function readJsonLines(text, isWhole) {
  const records = [];
  const skipped = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    let record;
    try {
      record = JSON.parse(line);
    } catch {
      record = undefined;
    }
    const isObject = typeof record === 'object' && record !== null && !Array.isArray(record);
    if (isObject && isWhole(record)) records.push({ record, line: index + 1 });
    else skipped.push(index + 1);
  });
  return { records, skipped };
}

/** What the owner reads on stderr about the lines left out, or nothing when there are none. */
export const skippedLinesNote = (skipped, what, file) =>
  skipped.length
    ? `Skipped ${skipped.length} line(s) that are not a whole ${what}: line ${skipped.join(', ')} of ${file}.\n`
    : '';
