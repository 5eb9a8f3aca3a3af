import 'server-only';
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Enquiry } from './enquiry-schema';

/** What the built-in receiver keeps of an enquiry: the four fields and when it arrived. */
export interface StoredEnquiry extends Enquiry {
  receivedAt: string;
}

/**
 * Appends enquiries to a JSON Lines file. Appends are queued one after another in this
 * process and each line is written by a single `appendFile` call (O_APPEND), so lines from
 * concurrent posts never interleave or overwrite each other.
 */
export class EnquiryStore {
  private queue: Promise<unknown> = Promise.resolve();
  readonly file: string;

  constructor(file: string) {
    this.file = path.resolve(file);
  }

  append(enquiry: Enquiry, receivedAt: Date = new Date()): Promise<StoredEnquiry> {
    const record: StoredEnquiry = { receivedAt: receivedAt.toISOString(), ...enquiry };
    const line = `${JSON.stringify(record)}\n`;
    const write = this.queue.then(async () => {
      await mkdir(path.dirname(this.file), { recursive: true });
      await appendFile(this.file, line, { encoding: 'utf8', mode: 0o600 });
      return record;
    });
    // A failed write is reported to its own caller; the next one still runs.
    this.queue = write.catch(() => undefined);
    return write;
  }
}

const stores = new Map<string, EnquiryStore>();

/** One store (and so one queue) per file for the whole process. */
export function enquiryStoreFor(file: string): EnquiryStore {
  const resolved = path.resolve(file);
  let store = stores.get(resolved);
  if (!store) {
    store = new EnquiryStore(resolved);
    stores.set(resolved, store);
  }
  return store;
}
