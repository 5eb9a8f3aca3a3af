import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { StoredEnquiry } from './enquiry-store';

export interface PendingMail {
  id: string;
  enquiry: StoredEnquiry;
  attempts: number;
  /** Epoch milliseconds of the next attempt. */
  nextAttemptAt: number;
  lastError?: string;
}

export interface OutboxOptions {
  dir: string;
  /** Throws when the mail server is down, slow or refuses the mail. */
  deliver: (mail: PendingMail) => Promise<void>;
  /** Wait before the first retry; each further retry waits twice as long, up to retryMaxMs. */
  retryMs: number;
  retryMaxMs: number;
  concurrency?: number;
  now?: () => number;
  log?: (message: string, error?: unknown) => void;
}

const SUFFIX = '.json';
const TEMP_PREFIX = '.tmp-';

/**
 * One file per pending mail, written atomically (temporary file, sync, rename), so a restart finds every unsent mail.
 * One process owns a folder.
 */
export class Outbox {
  private readonly options: Required<OutboxOptions>;
  private readonly pending = new Map<string, PendingMail>();
  private readonly sending = new Set<string>();
  private loaded: Promise<void> | null = null;
  private draining: Promise<void> | null = null;
  private drainAgain = false;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(options: OutboxOptions) {
    this.options = {
      concurrency: 4,
      now: () => Date.now(),
      log: (message, error) => console.error(`[contact] ${message}`, error ?? ''),
      ...options,
    };
  }

  start(): Promise<void> {
    this.loaded ??= this.load();
    return this.loaded.then(() => this.kick());
  }

  async add(enquiry: StoredEnquiry): Promise<PendingMail> {
    await this.start();
    const id = `${Date.parse(enquiry.receivedAt) || this.options.now()}-${randomUUID()}`;
    const mail: PendingMail = { id, enquiry, attempts: 0, nextAttemptAt: this.options.now() };
    await this.write(mail);
    this.pending.set(id, mail);
    this.kick();
    return mail;
  }

  get size(): number {
    return this.pending.size;
  }

  waiting(): readonly PendingMail[] {
    return [...this.pending.values()];
  }

  drain(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.drainAgain = true;
    this.draining ??= this.drainLoop();
    return this.draining;
  }

  /** The files stay for the next start. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.draining;
  }

  private kick() {
    void this.drain();
  }

  private async drainLoop() {
    try {
      while (this.drainAgain && !this.closed) {
        this.drainAgain = false;
        const now = this.options.now();
        const due = [...this.pending.values()]
          .filter((mail) => mail.nextAttemptAt <= now && !this.sending.has(mail.id))
          .sort((a, b) => a.nextAttemptAt - b.nextAttemptAt);
        let next = 0;
        const worker = async () => {
          while (next < due.length && !this.closed) await this.attempt(due[next++]!);
        };
        await Promise.all(Array.from({ length: Math.min(this.options.concurrency, due.length) }, worker));
      }
    } finally {
      // Cleared in the same turn as the last check, so a later wake-up starts a new pass.
      this.draining = null;
      this.schedule();
    }
  }

  private async attempt(mail: PendingMail) {
    this.sending.add(mail.id);
    try {
      await this.options.deliver(mail);
    } catch (error) {
      const attempts = mail.attempts + 1;
      const wait = Math.min(this.options.retryMaxMs, this.options.retryMs * 2 ** Math.min(attempts - 1, 30));
      const retry: PendingMail = {
        ...mail,
        attempts,
        nextAttemptAt: this.options.now() + wait,
        lastError: error instanceof Error ? error.message : String(error),
      };
      this.pending.set(mail.id, retry);
      this.options.log(`could not send the mail of enquiry ${mail.id} (attempt ${attempts}); retrying in ${wait} ms`, error);
      await this.write(retry).catch((writeError) => this.options.log(`could not update ${mail.id}`, writeError));
      return;
    } finally {
      this.sending.delete(mail.id);
    }
    // Forgotten in memory first, so it is never sent again even if the file cannot be removed.
    this.pending.delete(mail.id);
    await unlink(this.fileOf(mail.id)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') this.options.log(`sent ${mail.id} but could not remove its file`, error);
    });
  }

  private schedule() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.closed || this.pending.size === 0) return;
    const next = Math.min(...[...this.pending.values()].map((mail) => mail.nextAttemptAt));
    this.timer = setTimeout(() => this.kick(), Math.max(0, next - this.options.now()));
    // The outbox never keeps a process alive on its own.
    this.timer.unref();
  }

  private async load() {
    await mkdir(this.options.dir, { recursive: true });
    for (const name of await readdir(this.options.dir)) {
      const file = path.join(this.options.dir, name);
      // A temporary file is a write that never finished: its mail was never accepted.
      if (name.startsWith(TEMP_PREFIX)) {
        await unlink(file).catch(() => undefined);
        continue;
      }
      if (!name.endsWith(SUFFIX)) continue;
      try {
        const mail = JSON.parse(await readFile(file, 'utf8')) as PendingMail;
        if (mail.id === name.slice(0, -SUFFIX.length)) this.pending.set(mail.id, mail);
      } catch (error) {
        this.options.log(`skipped an unreadable outbox file ${name}`, error);
      }
    }
  }

  private fileOf(id: string) {
    return path.join(this.options.dir, `${id}${SUFFIX}`);
  }

  private async write(mail: PendingMail) {
    const temp = path.join(this.options.dir, `${TEMP_PREFIX}${mail.id}-${randomUUID()}`);
    const handle = await open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(JSON.stringify(mail));
      await handle.sync();
    } catch (error) {
      await handle.close().catch(() => undefined);
      await unlink(temp).catch(() => undefined);
      throw error;
    }
    await handle.close();
    await rename(temp, this.fileOf(mail.id));
  }
}

/** The outbox folder beside the enquiries file: `.data/enquiries.jsonl` → `.data/enquiries-outbox/`. */
export function outboxDirFor(enquiriesFile: string): string {
  const resolved = path.resolve(enquiriesFile);
  return path.join(path.dirname(resolved), `${path.basename(resolved, path.extname(resolved))}-outbox`);
}
