#!/usr/bin/env node
/**
 * npm run enquiries [-- --since 7d|2026-05-01] [--month 2026-05] [--limit 20] [--csv] [--report] [--file path]
 *
 * Prints the enquiries the built-in contact receiver stored (CONTACT_ENQUIRIES_FILE, read
 * from the environment and the .env files as the site reads them), newest first, as a
 * table, or all of them as CSV for a spreadsheet, or (--report) their totals by month,
 * source page, project type, budget and place; --month 2026-05 keeps one month. When mail is set up, each shows whether its mail was
 * sent (the outbox folder beside the file). Plain JavaScript, so Node runs it as is.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createJiti } from 'jiti';
import { skippedLinesNote } from './json-lines.mjs';

const USAGE = 'npm run enquiries [-- --since 7d|2026-05-01] [--month 2026-05] [--limit 20] [--csv] [--report] [--file path]';
const TABLE_DEFAULT_LIMIT = 20;
const COLUMNS = [
  { key: 'receivedAt', title: 'Received at', width: 20 },
  { key: 'name', title: 'Name', width: 24 },
  { key: 'email', title: 'Email', width: 30 },
  { key: 'projectType', title: 'Project type', width: 12 },
  { key: 'sourcePage', title: 'Came from', width: 24 },
  { key: 'price', title: 'Indicative', width: 13 },
  { key: 'mailed', title: 'Mailed', width: 7 },
  { key: 'message', title: 'Message', width: 50 },
];

function fail(message) {
  process.stderr.write(`enquiries: ${message}\n`);
  process.exit(2);
}

/** `7d`, `12h`, `30m`, `2w` ago, or a date or time that Date understands. */
function parseSince(value, now = Date.now()) {
  const relative = /^(\d+)([mhdw])$/.exec(value);
  if (relative) {
    const unit = { m: 60e3, h: 3600e3, d: 86400e3, w: 604800e3 }[relative[2]];
    return now - Number(relative[1]) * unit;
  }
  const time = Date.parse(value);
  if (Number.isNaN(time)) fail(`--since ${JSON.stringify(value)} is not a date (2026-05-01) or an age (7d, 12h)`);
  return time;
}

// The site's own reading of the file, CSV and report (lib/contact/enquiry-report.ts), which the monthly mail carries too.
const { chooseEnquiries, enquiriesCsv, enquiriesReport, fit, markMailed, printable, readEnquiries } = await createJiti(
  import.meta.url,
).import(fileURLToPath(new URL('../lib/contact/enquiry-report.ts', import.meta.url)));

function toTable(enquiries) {
  const cell = (enquiry, key) => {
    if (key === 'receivedAt') return enquiry.receivedAt.replace('T', ' ').slice(0, 16) + ' UTC';
    if (key === 'price')
      return typeof enquiry.priceLow === 'number' && typeof enquiry.priceHigh === 'number'
        ? `£${enquiry.priceLow.toLocaleString('en-GB')}–${enquiry.priceHigh.toLocaleString('en-GB')}`
        : '';
    return printable(String(enquiry[key] ?? '').replace(/\s+/g, ' '), false).trim();
  };
  const lines = [
    COLUMNS.map((column) => fit(column.title, column.width)).join('  '),
    COLUMNS.map((column) => '-'.repeat(column.width)).join('  '),
    ...enquiries.map((enquiry) => COLUMNS.map((column) => fit(cell(enquiry, column.key), column.width)).join('  ')),
  ];
  return `${lines.map((line) => line.trimEnd()).join('\n')}\n`;
}

function loadEnvFiles() {
  try {
    const requireFromNext = createRequire(createRequire(import.meta.url).resolve('next/package.json'));
    requireFromNext('@next/env').loadEnvConfig(process.cwd());
  } catch {
    // Without Next's loader only the process environment counts.
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      since: { type: 'string' },
      month: { type: 'string' },
      limit: { type: 'string' },
      csv: { type: 'boolean', default: false },
      report: { type: 'boolean', default: false },
      file: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`Usage: ${USAGE}\n`);
    return;
  }
  loadEnvFiles();
  const file = path.resolve(values.file ?? (process.env.CONTACT_ENQUIRIES_FILE || '.data/enquiries.jsonl'));
  const since = values.since === undefined ? undefined : parseSince(values.since);
  if (values.month !== undefined && !/^\d{4}-(0[1-9]|1[0-2])$/.test(values.month))
    fail(`--month ${JSON.stringify(values.month)} is not a month (2026-05)`);
  let limit = values.csv ? Infinity : TABLE_DEFAULT_LIMIT;
  if (values.limit !== undefined) {
    if (!/^\d+$/.test(values.limit) || Number(values.limit) < 1)
      fail(`--limit ${JSON.stringify(values.limit)} is not a whole number above 0`);
    limit = Number(values.limit);
  }

  const { enquiries, skipped, exists } = await readEnquiries(file);
  if (!exists) {
    if (values.csv) process.stdout.write(enquiriesCsv([]));
    else if (values.report) process.stdout.write(enquiriesReport([]));
    else process.stderr.write(`No enquiries yet: ${file} does not exist.\n`);
    return;
  }

  process.stderr.write(skippedLinesNote(skipped, 'enquiry', file));
  const chosen = chooseEnquiries(enquiries, { since, month: values.month });
  if (values.report) {
    process.stdout.write(enquiriesReport(chosen));
    return;
  }
  const shown = chosen.slice(0, limit);
  const mailKnown = await markMailed(chosen, file);

  if (values.csv) {
    process.stdout.write(enquiriesCsv(shown));
    return;
  }
  process.stdout.write(toTable(shown));
  const unsent = chosen.filter((enquiry) => enquiry.mailed === 'NO' || enquiry.mailed === 'waiting');
  if (mailKnown && unsent.length) {
    process.stdout.write(
      `\nNot mailed yet: ${unsent.length} (${unsent.map((enquiry) => `${printable(enquiry.name, false)}, ${enquiry.receivedAt}: ${enquiry.mailed === 'NO' ? 'never queued' : 'waiting in the outbox'}`).join('; ')}).\n`,
    );
  }
  const within = [
    since === undefined ? '' : ` since ${new Date(since).toISOString()}`,
    values.month ? ` in ${values.month}` : '',
  ];
  process.stdout.write(
    `\n${shown.length} of ${chosen.length} enquir${chosen.length === 1 ? 'y' : 'ies'}${within.join('')}, newest first (${file}).\n`,
  );
}

main().catch((error) => {
  process.stderr.write(`enquiries: ${error.message}\n`);
  process.exit(1);
});
