#!/usr/bin/env node
/**
 * npm run enquiries [-- --since 7d|2026-05-01] [--limit 20] [--csv] [--report] [--file path]
 *
 * Prints the enquiries the built-in contact receiver stored (CONTACT_ENQUIRIES_FILE, read
 * from the environment and the .env files as the site reads them), newest first, as a
 * table, or all of them as CSV for a spreadsheet, or (--report) their totals by month,
 * source page, project type and place. When mail is set up, each shows whether its mail was
 * sent (the outbox folder beside the file). Plain JavaScript, so Node runs it as is.
 */
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createJiti } from 'jiti';
import { isStoredTime, readJsonLines, skippedLinesNote } from './json-lines.mjs';

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
/** The CSV has every field, the brief's included. */
const CSV_COLUMNS = [
  { key: 'receivedAt', title: 'Received at' },
  { key: 'name', title: 'Name' },
  { key: 'email', title: 'Email' },
  { key: 'projectType', title: 'Project type' },
  { key: 'length', title: 'Finished length' },
  { key: 'shootDays', title: 'Shoot days' },
  { key: 'location', title: 'Where' },
  { key: 'shootDate', title: 'Shoot date' },
  { key: 'deadline', title: 'Deadline' },
  { key: 'extras', title: 'Extras' },
  { key: 'budget', title: 'Budget' },
  { key: 'priceLow', title: 'Indicative from (£)' },
  { key: 'priceHigh', title: 'Indicative to (£)' },
  { key: 'priceReason', title: 'Indicative price reason' },
  { key: 'sourcePage', title: 'Came from' },
  { key: 'sourceService', title: 'Service' },
  { key: 'sourceFilm', title: 'Film' },
  { key: 'mailed', title: 'Mailed' },
  { key: 'message', title: 'Message' },
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

const REQUIRED_TEXT = ['name', 'email', 'projectType', 'message'];
const OPTIONAL_TEXT = [
  'id',
  'length',
  'shootDays',
  'location',
  'shootDate',
  'deadline',
  'budget',
  'priceReason',
  'sourcePage',
  'sourceService',
  'sourceFilm',
];
const NUMBERS = ['priceLow', 'priceHigh'];

/** A line as the receiver stores it: every field of the kind it writes, so no column trips over another kind. */
function isEnquiry(record) {
  const { receivedAt, extras } = record;
  if (!isStoredTime(receivedAt)) return false;
  if (REQUIRED_TEXT.some((key) => typeof record[key] !== 'string')) return false;
  const optional = (key, is) => record[key] === undefined || is(record[key]);
  if (!OPTIONAL_TEXT.every((key) => optional(key, (value) => typeof value === 'string'))) return false;
  if (!NUMBERS.every((key) => optional(key, Number.isFinite))) return false;
  return extras === undefined || (Array.isArray(extras) && extras.every((extra) => typeof extra === 'string'));
}

/** Every whole enquiry of the file, and the numbers of lines that are not one (cut short, or a field of another kind). */
function parseEnquiries(text) {
  const { records, skipped } = readJsonLines(text, isEnquiry);
  // `order` and `mailed` are this command's own: a stored line never sets them.
  return { enquiries: records.map(({ record, line }) => ({ ...record, order: line, mailed: undefined })), skipped };
}

// The site's own rule for what visitors type (lib/contact/clean-text.ts), so lines stored before it pass it too.
const { visibleLine, visibleLines } = await createJiti(import.meta.url).import(
  fileURLToPath(new URL('../lib/contact/clean-text.ts', import.meta.url)),
);

/** Control characters (escape sequences included) and invisible ones (bidi overrides) never reach the owner's terminal or sheet. */
const printable = (value, keepNewlines) => {
  const text = String(value ?? '').replace(/[\r\t]/g, ' ');
  return keepNewlines ? visibleLines(text) : visibleLine(text);
};

/** A cell a spreadsheet shows as text: quoted, and never read as a formula. */
function csvCell(value) {
  let text = printable(value, true);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const csvValue = (enquiry, key) => (Array.isArray(enquiry[key]) ? enquiry[key].join(', ') : enquiry[key]);

function toCsv(enquiries) {
  const rows = [
    CSV_COLUMNS.map((column) => column.title),
    ...enquiries.map((enquiry) => CSV_COLUMNS.map((column) => csvValue(enquiry, column.key))),
  ];
  // The byte order mark tells spreadsheet programs the file is UTF-8.
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

function fit(text, width) {
  const chars = [...text];
  return chars.length > width ? `${chars.slice(0, width - 1).join('')}…` : text.padEnd(width + text.length - chars.length);
}

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

/**
 * Whether each enquiry's mail went: "yes" when the outbox's ledger names it, "waiting" while its mail is queued, "NO"
 * when it was never queued; "" when mail is not set up (no outbox folder) or the enquiry predates ids.
 */
async function markMailed(enquiries, file) {
  const dir = path.join(path.dirname(file), `${path.basename(file, path.extname(file))}-outbox`);
  let names;
  try {
    names = new Set(await readdir(dir));
  } catch {
    return false;
  }
  const sent = new Set((await readFile(path.join(dir, 'sent.log'), 'utf8').catch(() => '')).split('\n').filter(Boolean));
  for (const enquiry of enquiries) {
    if (typeof enquiry.id !== 'string') enquiry.mailed = '';
    else if (sent.has(enquiry.id)) enquiry.mailed = 'yes';
    else enquiry.mailed = names.has(`${enquiry.id}.json`) ? 'waiting' : 'NO';
  }
  return true;
}

/** Totals by month, source page, project type and place, largest first. */
function toReport(enquiries) {
  const groups = [
    { title: 'By month', of: (enquiry) => enquiry.receivedAt.slice(0, 7), sortByKey: true },
    { title: 'By source page', of: (enquiry) => enquiry.sourcePage || '(not known)' },
    { title: 'By service (project type)', of: (enquiry) => enquiry.projectType || '(none)' },
    { title: 'By film', of: (enquiry) => enquiry.sourceFilm || '(none)' },
    { title: 'By location', of: (enquiry) => enquiry.location || '(not given)' },
  ];
  const blocks = groups.map(({ title, of, sortByKey }) => {
    const totals = new Map();
    for (const enquiry of enquiries) {
      const key = printable(String(of(enquiry)), false);
      totals.set(key, (totals.get(key) ?? 0) + 1);
    }
    const rows = [...totals].sort(
      sortByKey ? (a, b) => a[0].localeCompare(b[0]) : (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
    );
    const width = Math.max(12, ...rows.map(([key]) => [...key].length));
    return [title, ...rows.map(([key, total]) => `  ${fit(key, width)}  ${String(total).padStart(5)}`)].join('\n');
  });
  return `${blocks.join('\n\n')}\n\nTotal: ${enquiries.length} enquir${enquiries.length === 1 ? 'y' : 'ies'}.\n`;
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
      limit: { type: 'string' },
      csv: { type: 'boolean', default: false },
      report: { type: 'boolean', default: false },
      file: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write('Usage: npm run enquiries [-- --since 7d|2026-05-01] [--limit 20] [--csv] [--report] [--file path]\n');
    return;
  }
  loadEnvFiles();
  const file = path.resolve(values.file ?? (process.env.CONTACT_ENQUIRIES_FILE || '.data/enquiries.jsonl'));
  const since = values.since === undefined ? undefined : parseSince(values.since);
  let limit = values.csv ? Infinity : TABLE_DEFAULT_LIMIT;
  if (values.limit !== undefined) {
    if (!/^\d+$/.test(values.limit) || Number(values.limit) < 1)
      fail(`--limit ${JSON.stringify(values.limit)} is not a whole number above 0`);
    limit = Number(values.limit);
  }

  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
    if (values.csv) process.stdout.write(toCsv([]));
    else if (values.report) process.stdout.write(toReport([]));
    else process.stderr.write(`No enquiries yet: ${file} does not exist.\n`);
    return;
  }

  const { enquiries, skipped } = parseEnquiries(text);
  process.stderr.write(skippedLinesNote(skipped, 'enquiry', file));
  const chosen = enquiries
    .filter((enquiry) => since === undefined || Date.parse(enquiry.receivedAt) >= since)
    .sort((a, b) => Date.parse(b.receivedAt) - Date.parse(a.receivedAt) || b.order - a.order);
  if (values.report) {
    process.stdout.write(toReport(chosen));
    return;
  }
  const shown = chosen.slice(0, limit);
  const mailKnown = await markMailed(chosen, file);

  if (values.csv) {
    process.stdout.write(toCsv(shown));
    return;
  }
  process.stdout.write(toTable(shown));
  const unsent = chosen.filter((enquiry) => enquiry.mailed === 'NO' || enquiry.mailed === 'waiting');
  if (mailKnown && unsent.length) {
    process.stdout.write(
      `\nNot mailed yet: ${unsent.length} (${unsent.map((enquiry) => `${printable(enquiry.name, false)}, ${enquiry.receivedAt}: ${enquiry.mailed === 'NO' ? 'never queued' : 'waiting in the outbox'}`).join('; ')}).\n`,
    );
  }
  process.stdout.write(
    `\n${shown.length} of ${chosen.length} enquir${chosen.length === 1 ? 'y' : 'ies'}${since === undefined ? '' : ` since ${new Date(since).toISOString()}`}, newest first (${file}).\n`,
  );
}

main().catch((error) => {
  process.stderr.write(`enquiries: ${error.message}\n`);
  process.exit(1);
});
