import { Outbox, type PendingMail } from '@/lib/contact/outbox';

// The mails an outbox holds in memory, which only tests look at.
export class WatchedOutbox extends Outbox {
  get size(): number {
    return this.pending.size;
  }

  /** Mails with a write of their file under way. */
  get writing(): number {
    return this.writes.size;
  }

  waiting(): readonly PendingMail[] {
    return [...this.pending.values()];
  }
}
