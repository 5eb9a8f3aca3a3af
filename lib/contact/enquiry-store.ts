import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { cleanEnquiryFields } from './clean-text';
import type { Enquiry } from './enquiry-schema';
import type { EnquirySource } from './enquiry-source';

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
  write(bytes: Uint8Array, position: number): Promise<number>;
  truncate(size: number): Promise<void>;
  sync(): Promise<void>;
  close(): Promise<void>;
}

export type OpenStoreFile = (file: string) => Promise<StoreFile>;

export const openStoreFile: OpenStoreFile = async (file) => {
  await mkdir(path.dirname(file), { recursive: true });
  // 'a+' creates the file, and appends wherever the file ends even if someone else wrote.
  const handle = await open(file, 'a+', 0o600);
  return {
    size: async () => (await handle.stat()).size,
    write: async (bytes, position) => (await handle.write(bytes, 0, bytes.byteLength, position)).bytesWritten,
    truncate: (size) => handle.truncate(size),
    sync: () => handle.sync(),
    close: () => handle.close(),
  };
};

interface QueuedLine {
  line: Uint8Array;
  done: (error?: unknown) => void;
}

// Holds only whole lines: a failed write is cut back; lines arriving during a write share one sync.
export class EnquiryStore {
  private waiting: QueuedLine[] = [];
  private writing = false;
  private rollbackTo: number | null = null;
  readonly file: string;
  private readonly openFile: OpenStoreFile;

  constructor(file: string, openFile: OpenStoreFile = openStoreFile) {
    this.file = path.resolve(file);
    this.openFile = openFile;
  }

  append(enquiry: Enquiry & EnquiryContext, receivedAt: Date = new Date()): Promise<StoredEnquiry> {
    const record: StoredEnquiry = {
      id: `${receivedAt.getTime()}-${randomUUID()}`,
      receivedAt: receivedAt.toISOString(),
      ...cleanEnquiryFields(enquiry),
    };
    const line = new TextEncoder().encode(`${JSON.stringify(record)}\n`);
    return new Promise<StoredEnquiry>((resolve, reject) => {
      this.waiting.push({ line, done: (error) => (error === undefined ? resolve(record) : reject(error)) });
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
    let file: StoreFile;
    try {
      file = await this.openFile(this.file);
    } catch (error) {
      for (const item of batch) item.done(error);
      return;
    }
    const written: QueuedLine[] = [];
    let batchStart: number | null = null;
    try {
      if (this.rollbackTo !== null) {
        await file.truncate(this.rollbackTo);
        this.rollbackTo = null;
      }
      batchStart = await file.size();
      for (const item of batch) {
        const error = await this.writeLine(file, item.line);
        // Half a line that could not be cut away: nothing more may follow it.
        if (error !== undefined && this.rollbackTo !== null) throw error;
        if (error === undefined) written.push(item);
        else item.done(error);
      }
      await file.sync();
      for (const item of written) item.done();
    } catch (error) {
      // The file could not be read, cut back or synced: nothing of this batch counts as stored.
      if (batchStart !== null) await this.cutBack(file, batchStart);
      for (const item of batch) item.done(error);
    } finally {
      await file.close().catch(() => undefined);
    }
  }

  private async writeLine(file: StoreFile, line: Uint8Array): Promise<unknown> {
    const start = await file.size();
    try {
      let done = 0;
      while (done < line.byteLength) done += await file.write(line.subarray(done), start + done);
      return undefined;
    } catch (error) {
      await this.cutBack(file, start);
      return error;
    }
  }

  private async cutBack(file: StoreFile, size: number) {
    this.rollbackTo = size;
    await file.truncate(size).then(
      () => (this.rollbackTo = null),
      () => undefined,
    );
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
