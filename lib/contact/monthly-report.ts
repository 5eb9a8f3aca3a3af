import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  chooseEnquiries,
  enquiriesCsv,
  enquiriesReport,
  markMailed,
  printable,
  readEnquiries,
  type ListedEnquiry,
} from './enquiry-report';
import { EnquiryStore, hasRecord } from './enquiry-store';
import { FolderLock } from './folder-lock';
import { dueReportMonth, previousWeekday, ukDate } from './report-month';

/** One month's mail as made, so every copy the outbox sends is the same. */
export interface MonthlyReport {
  id: string;
  receivedAt: string;
  month: string;
  total: number;
  report: string;
  owed: string[];
  csv: string;
  skipped: number;
}

export interface MonthlyReportsOptions {
  enquiriesFile: string;
  outbox: { add(report: MonthlyReport): Promise<unknown> };
  now?: () => number;
  checkMs?: number;
  log?: (message: string, error?: unknown) => void;
}

const LOCK_STALE_MS = 30_000;

/** The ledger of the months mailed (each line the whole mail), beside the enquiries file; its outbox is named after it. */
export function reportLedgerFor(enquiriesFile: string): string {
  const resolved = path.resolve(enquiriesFile);
  return path.join(path.dirname(resolved), `${path.basename(resolved, path.extname(resolved))}-monthly.jsonl`);
}

export const reportId = (month: string) => `report-${month}`;

/** The site never sees replies: it counts enquiries whose mail has not reached the owner, and any too recent to answer. */
function owesReply(enquiry: ListedEnquiry, since: string): boolean {
  return enquiry.mailed === 'waiting' || enquiry.mailed === 'NO' || ukDate(Date.parse(enquiry.receivedAt)) >= since;
}

function owedLine(enquiry: ListedEnquiry): string {
  const mail = { waiting: ': its mail is still waiting in the outbox', NO: ': its mail was never queued' } as const;
  const state = enquiry.mailed === 'waiting' || enquiry.mailed === 'NO' ? mail[enquiry.mailed] : '';
  return `${printable(enquiry.name, false)} <${printable(enquiry.email, false)}>, ${printable(enquiry.projectType, false)}, received ${enquiry.receivedAt}${state}`;
}

export async function buildMonthlyReport(enquiriesFile: string, month: string, now: number): Promise<MonthlyReport> {
  const { enquiries, skipped } = await readEnquiries(enquiriesFile);
  await markMailed(enquiries, enquiriesFile);
  const ofMonth = chooseEnquiries(enquiries, { month });
  const since = previousWeekday(now);
  return {
    id: reportId(month),
    receivedAt: new Date(now).toISOString(),
    month,
    total: ofMonth.length,
    report: enquiriesReport(ofMonth),
    owed: chooseEnquiries(enquiries)
      .filter((enquiry) => owesReply(enquiry, since))
      .map(owedLine),
    csv: enquiriesCsv(ofMonth),
    skipped: skipped.length,
  };
}

// The process that records the month in the ledger, under a lock, queues its mail; the outbox catches a crash after.
export class MonthlyReports {
  private readonly ledger: string;
  private readonly store: EnquiryStore;
  private readonly lock: FolderLock;
  private readonly done = new Set<string>();
  private readonly now: () => number;
  private readonly log: (message: string, error?: unknown) => void;
  private checking: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: MonthlyReportsOptions) {
    this.ledger = reportLedgerFor(options.enquiriesFile);
    this.store = new EnquiryStore(this.ledger);
    this.lock = new FolderLock(`${this.ledger}.check.lock`, { staleMs: LOCK_STALE_MS });
    this.now = options.now ?? (() => Date.now());
    this.log = options.log ?? ((message, error) => console.error(`[contact] ${message}`, error ?? ''));
  }

  start(): Promise<void> {
    if (!this.timer) {
      this.timer = setInterval(() => void this.check(), this.options.checkMs ?? 60_000);
      this.timer.unref();
    }
    return this.check();
  }

  check(): Promise<void> {
    this.checking ??= this.checkOnce().finally(() => (this.checking = null));
    return this.checking;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.checking;
  }

  private async checkOnce() {
    const month = dueReportMonth(this.now());
    if (!month || this.done.has(month)) return;
    try {
      await mkdir(path.dirname(this.ledger), { recursive: true });
      // Another process is deciding: the next check looks again, and finds the month recorded.
      if (!(await this.lock.acquire())) return;
      let report: MonthlyReport | undefined;
      try {
        if (!(await this.recorded(month))) {
          report = await buildMonthlyReport(this.options.enquiriesFile, month, this.now());
          await this.store.appendRecord(report);
        }
      } finally {
        await this.lock.release();
      }
      this.done.add(month);
      if (report) await this.options.outbox.add(report);
    } catch (error) {
      this.log(`could not make the enquiries mail of ${month}; trying again`, error);
    }
  }

  // Only a whole line counts: one cut short by a crash is cut away by the next write, and the month made again.
  private recorded(month: string): Promise<boolean> {
    return hasRecord(this.ledger, reportId(month));
  }
}
