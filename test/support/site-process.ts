import { EnquiryStore } from '@/lib/contact/enquiry-store';
import { smtpDelivery } from '@/lib/contact/mail-transport';
import { outboxDirFor } from '@/lib/contact/outbox';
import { receiveEnquiry } from '@/lib/contact/receiver';
import { WatchedOutbox } from './watched-outbox';

// One site process's contact receiver (store, outbox, mail) over SITE_PROCESS_FILE, driven by its parent over IPC:
// tests start two on one folder, as two `next start` in one folder or a cluster would.

export type SiteProcessRequest = { type: 'post'; fields: Record<string, string> } | { type: 'status' } | { type: 'stop' };
export type SiteProcessReply =
  | { type: 'ready'; owner: boolean }
  | { type: 'posted'; status: number; name?: string }
  | { type: 'status'; owner: boolean; size: number }
  | { type: 'stopped' };

const file = process.env.SITE_PROCESS_FILE!;
// Small in tests that wait for a silent server or a stale lock.
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const delivery = smtpDelivery({
  url: process.env.SITE_PROCESS_SMTP_URL!,
  to: 'studio@example.com',
  from: 'website@example.com',
  messageIdDomain: 'kestrel.test',
  timeoutMs: setting('SITE_PROCESS_SMTP_TIMEOUT_MS', 2000),
});
const store = new EnquiryStore(file);
const outbox = new WatchedOutbox({
  dir: outboxDirFor(file),
  storeFile: file,
  deliver: delivery.deliver,
  retryMs: 30,
  retryMaxMs: 120,
  checkMs: 100,
  lockStaleMs: setting('SITE_PROCESS_LOCK_STALE_MS', 30_000),
});

const reply = (message: SiteProcessReply) => process.send!(message);

process.on('message', async (request: SiteProcessRequest) => {
  if (request.type === 'post') {
    const response = await receiveEnquiry(
      new Request('http://site.test/api/contact', {
        method: 'POST',
        body: new URLSearchParams(request.fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      { store, outbox },
    );
    reply({ type: 'posted', status: response.status, name: request.fields.name });
  } else if (request.type === 'status') {
    reply({ type: 'status', owner: outbox.owner, size: outbox.size });
  } else {
    await outbox.close();
    delivery.close();
    reply({ type: 'stopped' });
    process.disconnect();
  }
});

void outbox.start().then(() => reply({ type: 'ready', owner: outbox.owner }));
