#!/usr/bin/env node
/**
 * npm run enquiries [-- --since 7d|2026-05-01] [--limit 20] [--csv] [--file path]
 *
 * Prints the enquiries the built-in contact receiver stored (CONTACT_ENQUIRIES_FILE, read
 * from the environment and the .env files as the site reads them), newest first, as a
 * table, or all of them as CSV for a spreadsheet. Plain JavaScript, so Node runs it as is.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';

const TABLE_DEFAULT_LIMIT = 20;
const COLUMNS = [
  { key: 'receivedAt', title: 'Received at', width: 20 },
  { key: 'name', title: 'Name', width: 24 },
  { key: 'email', title: 'Email', width: 30 },
  { key: 'projectType', title: 'Project type', width: 12 },
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

/** Every whole enquiry of the file, and the numbers of lines that are not one. */
function parseEnquiries(text) {
  const enquiries = [];
  const skipped = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    try {
      const record = JSON.parse(line);
      if (!record || typeof record !== 'object' || Number.isNaN(Date.parse(record.receivedAt))) throw new Error('not an enquiry');
      enquiries.push({ order: index, ...record });
    } catch {
      skipped.push(index + 1);
    }
  });
  return { enquiries, skipped };
}

/** Control characters (escape sequences included) never reach the owner's terminal or sheet. */
const printable = (value, keepNewlines) =>
  String(value ?? '').replace(
    keepNewlines ? /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g : /[\u0000-\u001f\u007f-\u009f]/g,
    (c) => (c === '\r' || c === '\t' ? ' ' : ''),
  );

/** A cell a spreadsheet shows as text: quoted, and never read as a formula. */
function csvCell(value) {
  let text = printable(value, true);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

function toCsv(enquiries) {
  const rows = [
    COLUMNS.map((column) => column.title),
    ...enquiries.map((enquiry) => COLUMNS.map((column) => enquiry[column.key])),
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
      limit: { type: 'string' },
      csv: { type: 'boolean', default: false },
      file: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write('Usage: npm run enquiries [-- --since 7d|2026-05-01] [--limit 20] [--csv] [--file path]\n');
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
    else process.stderr.write(`No enquiries yet: ${file} does not exist.\n`);
    return;
  }

  const { enquiries, skipped } = parseEnquiries(text);
  if (skipped.length) {
    process.stderr.write(
      `Skipped ${skipped.length} line(s) that are not a whole enquiry: line ${skipped.join(', ')} of ${file}.\n`,
    );
  }
  const chosen = enquiries
    .filter((enquiry) => since === undefined || Date.parse(enquiry.receivedAt) >= since)
    .sort((a, b) => Date.parse(b.receivedAt) - Date.parse(a.receivedAt) || b.order - a.order);
  const shown = chosen.slice(0, limit);

  if (values.csv) {
    process.stdout.write(toCsv(shown));
    return;
  }
  process.stdout.write(toTable(shown));
  process.stdout.write(
    `\n${shown.length} of ${chosen.length} enquir${chosen.length === 1 ? 'y' : 'ies'}${since === undefined ? '' : ` since ${new Date(since).toISOString()}`}, newest first (${file}).\n`,
  );
}

main().catch((error) => {
  process.stderr.write(`enquiries: ${error.message}\n`);
  process.exit(1);
});
