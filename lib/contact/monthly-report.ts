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
  /** Asked for from an enquiry mail's link: the month so far, not a whole month. */
  soFar?: true;
}

export interface MonthlyReportsOptions {
  enquiriesFile: string;
  outbox: { add(report: MonthlyReport): Promise<unknown> };
  now?: () => number;
  checkMs?: number;
  log?: (message: string, error?: unknown) => void;
}

const LOCK_STALE_MS = 30_000;
/** One mail of the month so far in this time, however often the link is followed and by how many instances. */
export const ASK_WINDOW_MS = 15 * 60_000;
const ASK_ATTEMPTS = 50;

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

export async function buildMonthlyReport(
  enquiriesFile: string,
  month: string,
  now: number,
  id = reportId(month),
): Promise<MonthlyReport> {
  const { enquiries, skipped } = await readEnquiries(enquiriesFile);
  await markMailed(enquiries, enquiriesFile);
  const ofMonth = chooseEnquiries(enquiries, { month });
  const since = previousWeekday(now);
  return {
    id,
    ...(id === reportId(month) ? {} : { soFar: true as const }),
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
  private deciding: Promise<unknown> = Promise.resolve();
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

  /** This month's enquiries so far, by mail; false when the ledger stayed busy. */
  async ask(): Promise<boolean> {
    const now = this.now();
    const month = new Date(now).toISOString().slice(0, 7);
    const id = `${reportId(month)}-asked-${Math.floor(now / ASK_WINDOW_MS)}`;
    for (let attempt = 0; attempt < ASK_ATTEMPTS; attempt++) {
      if (await this.queueOnce(id, () => buildMonthlyReport(this.options.enquiriesFile, month, now, id))) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  }

  private async checkOnce() {
    const month = dueReportMonth(this.now());
    if (!month || this.done.has(month)) return;
    try {
      // Another process is deciding: the next check looks again, and finds the month recorded.
      const build = () => buildMonthlyReport(this.options.enquiriesFile, month, this.now());
      if (await this.queueOnce(reportId(month), build)) this.done.add(month);
    } catch (error) {
      this.log(`could not make the enquiries mail of ${month}; trying again`, error);
    }
  }

  // One decision at a time in this process too: the lock, once held, is taken again by its holder.
  private queueOnce(id: string, build: () => Promise<MonthlyReport>): Promise<boolean> {
    const turn = this.deciding.then(() => this.decide(id, build));
    this.deciding = turn.catch(() => undefined);
    return turn;
  }

  // Only a whole line counts: one cut short by a crash is cut away by the next write, and the mail made again.
  private async decide(id: string, build: () => Promise<MonthlyReport>): Promise<boolean> {
    await mkdir(path.dirname(this.ledger), { recursive: true });
    if (!(await this.lock.acquire())) return false;
    let report: MonthlyReport | undefined;
    try {
      if (!(await hasRecord(this.ledger, id))) {
        report = await build();
        await this.store.appendRecord(report);
      }
    } finally {
      await this.lock.release();
    }
    if (report) await this.options.outbox.add(report);
    return true;
  }
}
