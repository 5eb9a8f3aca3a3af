import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isStoredTime, readJsonLines } from '../../scripts/json-lines.mjs';
import { visibleLine, visibleLines } from './clean-text';
import type { StoredEnquiry } from './enquiry-store';

// Relative imports and no 'server-only': `npm run enquiries` loads this file through jiti.

export type MailedState = 'yes' | 'waiting' | 'NO' | '';

export type ListedEnquiry = Omit<StoredEnquiry, 'id'> & { id?: string; order: number; mailed?: MailedState };

const CSV_COLUMNS: { key: keyof ListedEnquiry; title: string }[] = [
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
function isEnquiry(record: Record<string, unknown>): boolean {
  const { receivedAt, extras } = record;
  if (!isStoredTime(receivedAt)) return false;
  if (REQUIRED_TEXT.some((key) => typeof record[key] !== 'string')) return false;
  const optional = (key: string, is: (value: unknown) => boolean) => record[key] === undefined || is(record[key]);
  if (!OPTIONAL_TEXT.every((key) => optional(key, (value) => typeof value === 'string'))) return false;
  if (!NUMBERS.every((key) => optional(key, Number.isFinite))) return false;
  return extras === undefined || (Array.isArray(extras) && extras.every((extra) => typeof extra === 'string'));
}

/** Every whole enquiry of the file, and the numbers of lines that are not one (cut short, or a field of another kind). */
export function parseEnquiries(text: string): { enquiries: ListedEnquiry[]; skipped: number[] } {
  const { records, skipped } = readJsonLines(text, isEnquiry) as {
    records: { record: ListedEnquiry; line: number }[];
    skipped: number[];
  };
  // `order` and `mailed` are the listing's own: a stored line never sets them.
  return { enquiries: records.map(({ record, line }) => ({ ...record, order: line, mailed: undefined })), skipped };
}

export async function readEnquiries(file: string): Promise<{ enquiries: ListedEnquiry[]; skipped: number[]; exists: boolean }> {
  try {
    return { ...parseEnquiries(await readFile(file, 'utf8')), exists: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return { enquiries: [], skipped: [], exists: false };
  }
}

/** Those received from `since` (a time) or in `month` (YYYY-MM, UTC as the times are stored), newest first. */
export function chooseEnquiries(enquiries: ListedEnquiry[], { since, month }: { since?: number; month?: string } = {}) {
  return enquiries
    .filter((enquiry) => since === undefined || Date.parse(enquiry.receivedAt) >= since)
    .filter((enquiry) => month === undefined || enquiry.receivedAt.startsWith(`${month}-`))
    .sort((a, b) => Date.parse(b.receivedAt) - Date.parse(a.receivedAt) || b.order - a.order);
}

/** Control characters (escape sequences included) and invisible ones (bidi overrides) never reach the owner's terminal or sheet. */
export const printable = (value: unknown, keepNewlines: boolean): string => {
  const text = String(value ?? '').replace(/[\r\t]/g, ' ');
  return keepNewlines ? visibleLines(text) : visibleLine(text);
};

/** A cell a spreadsheet shows as text: quoted, and never read as a formula. */
function csvCell(value: unknown): string {
  let text = printable(value, true);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const csvValue = (enquiry: ListedEnquiry, key: keyof ListedEnquiry) => {
  const value = enquiry[key];
  return Array.isArray(value) ? value.join(', ') : value;
};

export function enquiriesCsv(enquiries: ListedEnquiry[]): string {
  const rows = [
    CSV_COLUMNS.map((column) => column.title),
    ...enquiries.map((enquiry) => CSV_COLUMNS.map((column) => csvValue(enquiry, column.key))),
  ];
  // The byte order mark tells spreadsheet programs the file is UTF-8.
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export function fit(text: string, width: number): string {
  const chars = [...text];
  return chars.length > width ? `${chars.slice(0, width - 1).join('')}…` : text.padEnd(width + text.length - chars.length);
}

/** "yes": in the outbox's ledger; "waiting": queued; "NO": never queued; "": no outbox folder, or no id (older lines). */
export async function markMailed(enquiries: ListedEnquiry[], file: string): Promise<boolean> {
  const dir = path.join(path.dirname(file), `${path.basename(file, path.extname(file))}-outbox`);
  let names: Set<string>;
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

export function enquiriesReport(enquiries: ListedEnquiry[]): string {
  const groups: { title: string; of: (enquiry: ListedEnquiry) => string; sortByKey?: boolean }[] = [
    { title: 'By month', of: (enquiry) => enquiry.receivedAt.slice(0, 7), sortByKey: true },
    { title: 'By source page', of: (enquiry) => enquiry.sourcePage || '(not known)' },
    { title: 'By service (project type)', of: (enquiry) => enquiry.projectType || '(none)' },
    { title: 'By budget', of: (enquiry) => enquiry.budget || '(not given)' },
    { title: 'By film', of: (enquiry) => enquiry.sourceFilm || '(none)' },
    { title: 'By location', of: (enquiry) => enquiry.location || '(not given)' },
  ];
  const blocks = groups.map(({ title, of, sortByKey }) => {
    const totals = new Map<string, number>();
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
