import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { cleanEnquiryFields } from './clean-text';
import type { Enquiry } from './enquiry-schema';
import type { EnquirySource } from './enquiry-source';
import { FolderLock } from './folder-lock';

export interface EnquiryContext extends EnquirySource {
  priceLow?: number;
  priceHigh?: number;
  priceReason?: string;
}

export interface StoredEnquiry extends Enquiry, EnquiryContext {
  // Names the enquiry's mail too, so the outbox can tell which stored enquiries were mailed.
  id: string;
  receivedAt: string;
}

interface StoreFile {
  size(): Promise<number>;
  read(bytes: Uint8Array, position: number): Promise<number>;
  write(bytes: Uint8Array, position: number): Promise<number>;
  truncate(size: number): Promise<void>;
  sync(): Promise<void>;
  close(): Promise<void>;
}

export type OpenStoreFile = (file: string) => Promise<StoreFile>;

export const openStoreFile: OpenStoreFile = async (file) => {
  // 'a+' creates the file, and appends wherever the file ends even if someone else wrote.
  const handle = await open(file, 'a+', 0o600);
  return {
    size: async () => (await handle.stat()).size,
    read: async (bytes, position) => (await handle.read(bytes, 0, bytes.byteLength, position)).bytesRead,
    write: async (bytes, position) => (await handle.write(bytes, 0, bytes.byteLength, position)).bytesWritten,
    truncate: (size) => handle.truncate(size),
    sync: () => handle.sync(),
    close: () => handle.close(),
  };
};

export interface EnquiryStoreOptions {
  openFile?: OpenStoreFile;
  lockWaitMs?: number;
  onLockBusy?: () => void;
}

interface QueuedLine {
  line: Uint8Array;
  /** Asked under the lock, after the lines before it are written: true leaves this one out. */
  isThere?: () => Promise<boolean>;
  done: (error?: unknown) => void;
}

const LEFT_OUT = Symbol('left out');

const NEWLINE = 0x0a;
const LINE_START = new TextEncoder().encode('{"id":"');
// No enquiry line comes near this; a longer unfinished tail is someone else's and is left alone.
const MAX_TORN_LINE_BYTES = 4 * 1024 * 1024;
const LOCK_STALE_MS = 30_000;

// Whole lines only (a failed write is cut back); a batch shares one sync, under a lock as instances may share the file.
export class EnquiryStore {
  private waiting: QueuedLine[] = [];
  private writing = false;
  readonly file: string;
  private readonly openFile: OpenStoreFile;
  private readonly lock: FolderLock;
  private readonly lockWaitMs: number;
  private readonly onLockBusy: () => void;

  constructor(file: string, { openFile = openStoreFile, lockWaitMs = 10_000, onLockBusy = () => {} }: EnquiryStoreOptions = {}) {
    this.file = path.resolve(file);
    this.openFile = openFile;
    this.lock = new FolderLock(`${this.file}.lock`, { staleMs: LOCK_STALE_MS });
    this.lockWaitMs = lockWaitMs;
    this.onLockBusy = onLockBusy;
  }

  append(enquiry: Enquiry & EnquiryContext, receivedAt: Date = new Date()): Promise<StoredEnquiry> {
    const record: StoredEnquiry = {
      id: `${receivedAt.getTime()}-${randomUUID()}`,
      receivedAt: receivedAt.toISOString(),
      ...cleanEnquiryFields(enquiry),
    };
    return this.appendRecord(record);
  }

  /** Any record of the same durable kind (reviews share the machinery): its id comes first, as torn lines are told by it. */
  appendRecord<R extends { id: string }>(record: R): Promise<R> {
    return this.enqueue(record) as Promise<R>;
  }

  /** The record, unless `isThere()`, asked under the lock that every process writing the file takes, finds it there. */
  appendRecordUnless<R extends { id: string }>(record: R, isThere: () => Promise<boolean>): Promise<R | undefined> {
    return this.enqueue(record, isThere);
  }

  private enqueue<R extends { id: string }>(record: R, isThere?: () => Promise<boolean>): Promise<R | undefined> {
    const line = new TextEncoder().encode(`${JSON.stringify(record)}\n`);
    return new Promise<R | undefined>((resolve, reject) => {
      const done = (error?: unknown) =>
        error === undefined ? resolve(record) : error === LEFT_OUT ? resolve(undefined) : reject(error);
      this.waiting.push({ line, isThere, done });
      if (!this.writing) void this.writeWaiting();
    });
  }

  private async writeWaiting() {
    this.writing = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting;
      this.waiting = [];
      await this.writeBatch(batch);
    }
    this.writing = false;
  }

  private async writeBatch(batch: QueuedLine[]) {
    let errors: Map<QueuedLine, unknown>;
    try {
      await mkdir(path.dirname(this.file), { recursive: true });
      await this.takeLock();
      const file = await this.openFile(this.file);
      try {
        errors = await this.writeLines(file, batch);
      } finally {
        await file.close().catch(() => undefined);
      }
    } catch (error) {
      errors = new Map(batch.map((item) => [item, error]));
    } finally {
      await this.lock.release().catch(() => undefined);
    }
    // Settled after the lock is released: a caller then sees the file as every process does.
    for (const item of batch) item.done(errors.get(item));
  }

  private async writeLines(file: StoreFile, batch: QueuedLine[]): Promise<Map<QueuedLine, unknown>> {
    let batchStart: number | null = null;
    try {
      batchStart = await this.endAfterWholeLines(file);
      const errors = new Map<QueuedLine, unknown>();
      for (const item of batch) errors.set(item, await this.writeItem(file, item));
      await file.sync();
      return errors;
    } catch (error) {
      if (batchStart !== null) await file.truncate(batchStart).catch(() => undefined);
      return new Map(batch.map((item) => [item, error]));
    }
  }

  private async takeLock() {
    const deadline = Date.now() + this.lockWaitMs;
    while (!(await this.lock.acquire())) {
      if (Date.now() >= deadline)
        throw new Error(`${this.file} is being written by another process for too long (lock ${this.lock.file})`);
      this.onLockBusy();
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
    }
  }

  /** A torn line at the end is cut away; a whole line that only lacks its newline, or anything else, is kept. */
  private async endAfterWholeLines(file: StoreFile): Promise<number> {
    const size = await file.size();
    const tailStart = await lastLineStart(file, size);
    if (tailStart === size) return size;
    if (tailStart !== null) {
      const tail = new Uint8Array(size - tailStart);
      await file.read(tail, tailStart);
      if (isTornLine(tail)) {
        await file.truncate(tailStart);
        return tailStart;
      }
    }
    await writeFully(file, new Uint8Array([NEWLINE]), size);
    return size + 1;
  }

  private async writeItem(file: StoreFile, item: QueuedLine): Promise<unknown> {
    try {
      if (await item.isThere?.()) return LEFT_OUT;
    } catch (error) {
      return error;
    }
    return this.writeLine(file, item.line);
  }

  /** A failed line is cut back; if even that fails, the batch stops, since nothing may follow half a line. */
  private async writeLine(file: StoreFile, line: Uint8Array): Promise<unknown> {
    const start = await file.size();
    try {
      await writeFully(file, line, start);
      return undefined;
    } catch (error) {
      await file.truncate(start);
      return error;
    }
  }
}

async function writeFully(file: StoreFile, bytes: Uint8Array, position: number) {
  let done = 0;
  while (done < bytes.byteLength) done += await file.write(bytes.subarray(done), position + done);
}

/** The offset just after the file's last newline (0 if it has none); null if that is further back than a torn line can be. */
async function lastLineStart(file: StoreFile, size: number): Promise<number | null> {
  const last = new Uint8Array(1);
  if (size === 0 || ((await file.read(last, size - 1)) === 1 && last[0] === NEWLINE)) return size;
  const chunk = new Uint8Array(64 * 1024);
  for (let end = size; end > 0 && size - end < MAX_TORN_LINE_BYTES;) {
    const start = Math.max(0, end - chunk.byteLength);
    const read = chunk.subarray(0, await file.read(chunk.subarray(0, end - start), start));
    const at = read.lastIndexOf(NEWLINE);
    if (at !== -1) return start + at + 1;
    if (start === 0) return 0;
    end = start;
  }
  return null;
}

function isTornLine(tail: Uint8Array): boolean {
  const start = LINE_START.subarray(0, Math.min(LINE_START.byteLength, tail.byteLength));
  if (tail.byteLength > MAX_TORN_LINE_BYTES || start.some((byte, i) => tail[i] !== byte)) return false;
  try {
    JSON.parse(new TextDecoder().decode(tail));
    return false;
  } catch {
    return true;
  }
}

const stores = new Map<string, EnquiryStore>();

export function enquiryStoreFor(file: string): EnquiryStore {
  const resolved = path.resolve(file);
  let store = stores.get(resolved);
  if (!store) {
    store = new EnquiryStore(resolved);
    stores.set(resolved, store);
  }
  return store;
}

export async function hasRecord(file: string, id: string): Promise<boolean> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  return text.split('\n').some((line) => {
    try {
      return (JSON.parse(line) as { id?: unknown }).id === id;
    } catch {
      return false;
    }
  });
}
