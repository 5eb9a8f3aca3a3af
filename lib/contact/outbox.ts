import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { eachLimited } from '@/lib/each-limited.mjs';
import type { StoredEnquiry } from './enquiry-store';
import { FolderLock } from './folder-lock';

export interface PendingMail {
  id: string;
  enquiry: StoredEnquiry;
  attempts: number;
  nextAttemptAt: number;
  lastError?: string;
  // Attempts the server may have taken: it had the whole message but never confirmed it.
  unconfirmed?: number;
  diskError?: string;
  warnedAt?: number;
}

interface OverdueSettings {
  afterMs: number;
  notify?: (mail: PendingMail, waitedMs: number) => Promise<void>;
}

export class UnconfirmedDelivery extends Error {
  override name = 'UnconfirmedDelivery';
  constructor(cause: unknown) {
    super(`the mail server had the whole message but did not confirm it: ${errorText(cause)}`, { cause });
  }
}

/** Called before SMTP's final dot: records the copy on disk if this process still owns the folder; a throw withholds it. */
export type HandOver = () => Promise<void>;

export interface OutboxFiles {
  replace(file: string, text: string): Promise<void>;
  append(file: string, text: string): Promise<void>;
}

export interface OutboxOptions {
  dir: string;
  storeFile?: string;
  deliver: (mail: PendingMail, handOver: HandOver) => Promise<void>;
  retryMs: number;
  retryMaxMs: number;
  /** One by default: a crash then leaves at most one copy in doubt, not several sent side by side. */
  concurrency?: number;
  checkMs?: number;
  now?: () => number;
  log?: (message: string, error?: unknown) => void;
  files?: OutboxFiles;
  overdue?: OverdueSettings;
  lockStaleMs?: number;
}

// The server may hold this many copies of a mail already: no further one is sent.
const MAX_COPIES = 2;

const SUFFIX = '.json';
const TEMP_PREFIX = '.tmp-';
const LOCK_FILE = 'owner.lock';
const SENT_FILE = 'sent.log';
const ABANDONED_TEMP_MS = 60_000;

export const durableFiles: OutboxFiles = {
  async replace(file, text) {
    const temp = path.join(path.dirname(file), `${TEMP_PREFIX}${path.basename(file)}-${randomUUID()}`);
    const handle = await open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(text);
      await handle.sync();
    } catch (error) {
      await handle.close().catch(() => undefined);
      await unlink(temp).catch(() => undefined);
      throw error;
    }
    await handle.close();
    await rename(temp, file);
  },
  async append(file, text) {
    const handle = await open(file, 'a', 0o600);
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
};

// One file per pending mail survives a restart; the lock's owner sends, and mails stored enquiries the ledger lacks.
export class Outbox {
  private readonly options: Required<Omit<OutboxOptions, 'storeFile' | 'overdue' | 'lockStaleMs'>> &
    Pick<OutboxOptions, 'storeFile' | 'overdue'>;
  private readonly lock: FolderLock;
  protected readonly pending = new Map<string, PendingMail>();
  private readonly sending = new Set<string>();
  private readonly unsaved = new Map<string, PendingMail>();
  protected readonly writes = new Map<string, Promise<void>>();
  private sent = new Set<string>();
  private readonly unrecorded = new Set<string>();
  private readonly unreadable = new Set<string>();
  private storeOffset = 0;
  private ledgerRead = false;
  private started: Promise<void> | null = null;
  private checking: Promise<void> | null = null;
  private draining: Promise<void> | null = null;
  private drainAgain = false;
  private timer: NodeJS.Timeout | null = null;
  private checkTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(options: OutboxOptions) {
    this.options = {
      ...options,
      concurrency: options.concurrency ?? 1,
      checkMs: options.checkMs ?? 2000,
      now: options.now ?? (() => Date.now()),
      log: options.log ?? ((message, error) => console.error(`[contact] ${message}`, error ?? '')),
      files: options.files ?? durableFiles,
    };
    this.lock = new FolderLock(path.join(this.options.dir, LOCK_FILE), {
      staleMs: options.lockStaleMs ?? Math.max(30_000, this.options.checkMs * 10),
    });
  }

  start(): Promise<void> {
    this.started ??= this.check().then(() => {
      if (this.closed) return;
      this.checkTimer = setInterval(() => void this.check(), this.options.checkMs);
      this.checkTimer.unref();
    });
    return this.started;
  }

  get owner(): boolean {
    return this.lock.isHeld && this.ledgerRead;
  }

  async add(enquiry: StoredEnquiry): Promise<PendingMail> {
    await this.start();
    const { id } = enquiry;
    const known = this.pending.get(id);
    if (known) return known;
    const mail: PendingMail = { id, enquiry, attempts: 0, nextAttemptAt: this.options.now() };
    if (this.sent.has(id)) return mail;
    await this.save(mail);
    if (this.owner && !this.sent.has(id) && !this.pending.has(id)) {
      this.pending.set(id, mail);
      this.kick();
    }
    return this.pending.get(id) ?? mail;
  }

  drain(): Promise<void> {
    if (this.closed || !this.owner) return Promise.resolve();
    this.drainAgain = true;
    this.draining ??= this.drainLoop();
    return this.draining;
  }

  check(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.checking ??= this.checkOnce().finally(() => (this.checking = null));
    return this.checking;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.checkTimer) clearInterval(this.checkTimer);
    await this.checking;
    await this.draining;
    await Promise.allSettled(this.writes.values());
    await this.lock.release().catch(() => undefined);
  }

  private async checkOnce() {
    try {
      await mkdir(this.options.dir, { recursive: true });
      const held = await this.lock.acquire();
      if (!held && this.ledgerRead) {
        this.options.log('another process took the mail outbox over; this one stops sending');
        this.ledgerRead = false;
        this.pending.clear();
        this.sent = new Set();
      }
      // Nothing is sent before the ledger is read: without it, every stored enquiry would look unsent.
      const takingOver = held && !this.ledgerRead;
      if (takingOver) {
        await this.readLedger();
        this.ledgerRead = true;
      }
      await this.saveAgain();
      // Even a process that lost the folder records what it sent, or the next owner would send it again.
      await this.recordAgain();
      if (this.owner) {
        await this.readFolder(takingOver);
        await this.readStore();
        await this.warnOverdue();
        this.kick();
      }
    } catch (error) {
      this.options.log('could not check the mail outbox', error);
    }
  }

  private async warnOverdue() {
    const overdue = this.options.overdue;
    if (!overdue) return;
    const now = this.options.now();
    for (const mail of [...this.pending.values()]) {
      const received = Date.parse(mail.enquiry.receivedAt);
      if (mail.warnedAt !== undefined || Number.isNaN(received) || now - received < overdue.afterMs) continue;
      const waited = now - received;
      const warned: PendingMail = { ...mail, warnedAt: now };
      this.pending.set(mail.id, warned);
      await this.save(warned);
      this.options.log(
        `WARNING: the mail of enquiry ${mail.id} (received ${mail.enquiry.receivedAt}) has waited ${formatWait(waited)} in the outbox and is still not sent${mail.lastError ? ` (last error: ${mail.lastError})` : ''}; it is kept and tried again.${overdue.notify ? ' Sending it to the second address.' : ' Run `npm run enquiries` to read it.'}`,
      );
      if (overdue.notify) {
        await overdue
          .notify(warned, waited)
          .catch((error) =>
            this.options.log(`could not send the overdue enquiry ${mail.id} to the second address either`, error),
          );
      }
    }
  }

  private kick() {
    void this.drain();
  }

  private async drainLoop() {
    try {
      while (this.drainAgain && !this.closed && this.owner) {
        this.drainAgain = false;
        const now = this.options.now();
        const due = [...this.pending.values()]
          .filter((mail) => mail.nextAttemptAt <= now && !this.sending.has(mail.id))
          .sort((a, b) => a.nextAttemptAt - b.nextAttemptAt);
        await eachLimited(due, this.options.concurrency, (mail) => this.attempt(mail), { stopped: () => this.closed });
      }
    } finally {
      // Cleared in the same turn as the last check, so a later wake-up starts a new pass.
      this.draining = null;
      this.schedule();
    }
  }

  private async attempt(due: PendingMail) {
    if (!this.owner || this.sent.has(due.id)) return;
    const { id } = due;
    this.sending.add(id);
    let handed = false;
    let lost = false;
    try {
      // A process paused past the lock's stale time may have been replaced: it sends nothing more.
      if (!(await this.lock.refresh())) return this.forget(id);
      const mail = this.pending.get(id) ?? due;
      if ((mail.unconfirmed ?? 0) >= MAX_COPIES) return await this.giveUp(mail);
      await this.options.deliver(mail, async () => {
        if (!(await this.lock.refresh())) {
          lost = true;
          throw new Error('another process took the mail outbox over');
        }
        // On disk before the server may keep the copy, nothing in between: a crash counts it (at worst, a copy never sent).
        const counted: PendingMail = { ...(this.pending.get(id) ?? mail), unconfirmed: (mail.unconfirmed ?? 0) + 1 };
        if (this.pending.has(id)) this.pending.set(id, counted);
        await this.save(counted);
        handed = true;
      });
    } catch (error) {
      if (lost || !(await this.lock.refresh())) return this.forget(id);
      const counted = this.pending.get(id)?.unconfirmed ?? due.unconfirmed ?? 0;
      // A delivery that does not report its hand-over is counted once its failure shows it; an answer means no copy.
      const unconfirmed =
        error instanceof UnconfirmedDelivery ? counted + (handed ? 0 : 1) : Math.max(0, counted - (handed ? 1 : 0));
      if (unconfirmed >= MAX_COPIES) {
        return await this.giveUp({ ...(this.pending.get(id) ?? due), unconfirmed }, error);
      }
      return await this.retryLater(this.pending.get(id) ?? due, error, unconfirmed);
    } finally {
      this.sending.delete(id);
    }
    await this.markSent(id);
  }

  private async giveUp(mail: PendingMail, error?: unknown) {
    this.options.log(
      `the mail server took the mail of enquiry ${mail.id} twice without confirming it; not sending it again`,
      error,
    );
    await this.markSent(mail.id);
  }

  private forget(id: string) {
    this.pending.delete(id);
  }

  private async retryLater(mail: PendingMail, error: unknown, unconfirmed: number) {
    const attempts = mail.attempts + 1;
    const wait = Math.min(this.options.retryMaxMs, this.options.retryMs * 2 ** Math.min(attempts - 1, 30));
    const retry: PendingMail = {
      // The copy in memory may have gained a warning while this attempt ran.
      ...(this.pending.get(mail.id) ?? mail),
      attempts,
      nextAttemptAt: this.options.now() + wait,
      lastError: errorText(error),
      unconfirmed,
    };
    if (unconfirmed === 0) delete retry.unconfirmed;
    this.options.log(`could not send the mail of enquiry ${mail.id} (attempt ${attempts}); retrying in ${wait} ms`, error);
    if (!this.pending.has(mail.id)) return;
    this.pending.set(mail.id, retry);
    // The count of unconfirmed tries must survive a restart, or a slow server would get a copy per restart.
    await this.save(retry);
  }

  /** Forgotten in memory first, so it is never sent again even if the ledger or the file cannot be written. */
  private async markSent(id: string) {
    this.pending.delete(id);
    this.unsaved.delete(id);
    this.sent.add(id);
    this.unrecorded.add(id);
    await this.record(id);
  }

  private async record(id: string) {
    try {
      await this.options.files.append(path.join(this.options.dir, SENT_FILE), `${id}\n`);
    } catch (error) {
      this.options.log(`sent ${id} but could not record it yet; trying again`, error);
      return;
    }
    this.unrecorded.delete(id);
    await this.writes.get(id)?.catch(() => undefined);
    await unlink(this.fileOf(id)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') this.options.log(`sent ${id} but could not remove its file`, error);
    });
  }

  private async recordAgain() {
    for (const id of [...this.unrecorded]) await this.record(id);
  }

  // One mail's writes land in the order they were asked for: a slow older one must not overwrite a newer state.
  private save(mail: PendingMail): Promise<void> {
    const run = () => this.write(mail);
    const write = (this.writes.get(mail.id) ?? Promise.resolve()).then(run, run);
    this.writes.set(mail.id, write);
    const forget = () => {
      if (this.writes.get(mail.id) === write) this.writes.delete(mail.id);
    };
    void write.then(forget, forget);
    return write;
  }

  private async write(mail: PendingMail) {
    try {
      await this.options.files.replace(this.fileOf(mail.id), JSON.stringify(mail));
      this.unsaved.delete(mail.id);
    } catch (error) {
      if (!this.unsaved.has(mail.id)) {
        this.options.log(`could not queue the mail of enquiry ${mail.id}; keeping it and trying again`, error);
      }
      // Told in the mail itself, so the owner learns of the disk, not only the log.
      mail.diskError ??= errorText(error);
      this.unsaved.set(mail.id, mail);
    }
  }

  private async saveAgain() {
    for (const [id, mail] of [...this.unsaved]) {
      if (this.sent.has(id)) this.unsaved.delete(id);
      else await this.save(this.pending.get(id) ?? mail);
    }
  }

  private schedule() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.closed || this.pending.size === 0 || !this.owner) return;
    const next = Math.min(...[...this.pending.values()].map((mail) => mail.nextAttemptAt));
    this.timer = setTimeout(() => this.kick(), Math.max(0, next - this.options.now()));
    this.timer.unref();
  }

  private async readLedger() {
    this.sent = new Set();
    this.storeOffset = 0;
    const file = path.join(this.options.dir, SENT_FILE);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const line of text.split('\n')) if (line) this.sent.add(line);
    // A line cut short by a crash must not run into the next one.
    if (text && !text.endsWith('\n')) await this.options.files.append(file, '\n');
  }

  private async readFolder(takingOver: boolean) {
    for (const name of await readdir(this.options.dir)) {
      const file = path.join(this.options.dir, name);
      if (name.startsWith(TEMP_PREFIX)) {
        if (takingOver) {
          const age = await stat(file).then(
            (info) => Date.now() - info.mtimeMs,
            () => 0,
          );
          if (age > ABANDONED_TEMP_MS) await unlink(file).catch(() => undefined);
        }
        continue;
      }
      if (!name.endsWith(SUFFIX)) continue;
      const id = name.slice(0, -SUFFIX.length);
      if (this.pending.has(id) || this.unrecorded.has(id)) continue;
      if (this.sent.has(id)) {
        await unlink(file).catch(() => undefined);
        continue;
      }
      try {
        const mail = JSON.parse(await readFile(file, 'utf8')) as PendingMail;
        if (mail.id === id && !this.sent.has(id)) this.pending.set(id, mail);
      } catch (error) {
        if (!this.unreadable.has(name)) this.options.log(`skipped an unreadable outbox file ${name}`, error);
        this.unreadable.add(name);
      }
    }
  }

  private async readStore() {
    if (!this.options.storeFile) return;
    let handle;
    try {
      handle = await open(this.options.storeFile, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    let text: string;
    try {
      const { size } = await handle.stat();
      // Cut back (a failed write undone): read it all again; ids keep each enquiry once.
      if (size < this.storeOffset) this.storeOffset = 0;
      if (size === this.storeOffset) return;
      const bytes = Buffer.alloc(size - this.storeOffset);
      const { bytesRead } = await handle.read(bytes, 0, bytes.length, this.storeOffset);
      // Only whole lines: the last may be still being written.
      const end = bytes.subarray(0, bytesRead).lastIndexOf(0x0a) + 1;
      this.storeOffset += end;
      text = bytes.subarray(0, end).toString('utf8');
    } finally {
      await handle.close();
    }
    for (const line of text.split('\n')) {
      const enquiry = parseStored(line);
      // Lines stored before enquiries had ids were mailed as they came; they are not reconciled.
      if (!enquiry?.id || this.sent.has(enquiry.id) || this.pending.has(enquiry.id)) continue;
      const mail: PendingMail = { id: enquiry.id, enquiry, attempts: 0, nextAttemptAt: this.options.now() };
      this.pending.set(mail.id, mail);
      await this.save(mail);
    }
  }

  private fileOf(id: string) {
    return path.join(this.options.dir, `${id}${SUFFIX}`);
  }
}

function parseStored(line: string): StoredEnquiry | undefined {
  if (!line) return undefined;
  try {
    const value = JSON.parse(line) as Partial<StoredEnquiry>;
    return typeof value.id === 'string' && /^[\w-]+$/.test(value.id) && typeof value.receivedAt === 'string'
      ? (value as StoredEnquiry)
      : undefined;
  } catch {
    return undefined;
  }
}

function formatWait(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes >= 120 ? `${Math.round(minutes / 60)} hours` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function outboxDirFor(enquiriesFile: string): string {
  const resolved = path.resolve(enquiriesFile);
  return path.join(path.dirname(resolved), `${path.basename(resolved, path.extname(resolved))}-outbox`);
}
