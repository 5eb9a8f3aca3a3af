import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTP_TEST_LOGIN, freePort, startSmtpInbox, type SmtpInbox } from '@/lib/testing/smtp-inbox';
import { EnquiryStore } from './enquiry-store';
import { smtpDelivery } from './mail-transport';
import { Outbox, outboxDirFor } from './outbox';
import { receiveEnquiry } from './receiver';

/**
 * The receiver, the store, the outbox and nodemailer together against a real SMTP server
 * (smtp-server on a loopback port) that is down, silent or up. Retry waits are tens of
 * milliseconds here; the test polls for what it expects.
 */

const fields = {
  name: 'Jo Bloggs',
  email: 'jo@example.co.uk',
  projectType: 'promotional',
  message: 'A launch film for May.',
  _gotcha: '',
};

const post = (body: Record<string, string>) =>
  new Request('http://site.test/api/contact', {
    method: 'POST',
    body: new URLSearchParams(body).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('enquiry notifications through a real SMTP server', () => {
  let dir: string;
  let file: string;
  let port: number;
  const cleanup: (() => unknown)[] = [];

  /** One "site process": its own transport and outbox over the shared folder. */
  function site(timeoutMs = 300) {
    const delivery = smtpDelivery({
      url: `smtp://${SMTP_TEST_LOGIN.user}:${SMTP_TEST_LOGIN.pass}@127.0.0.1:${port}`,
      to: 'studio@example.com',
      from: 'website@example.com',
      messageIdDomain: 'kestrel.test',
      timeoutMs,
    });
    const outbox = new Outbox({
      dir: outboxDirFor(file),
      deliver: delivery.deliver,
      retryMs: 30,
      retryMaxMs: 120,
      log: () => undefined,
    });
    const stop = async () => {
      await outbox.close();
      delivery.close();
    };
    cleanup.push(stop);
    return { outbox, stop, store: new EnquiryStore(file) };
  }

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'notify-'));
    file = path.join(dir, 'enquiries.jsonl');
    port = await freePort();
  });
  afterEach(async () => {
    for (const stop of cleanup.splice(0).reverse()) await stop();
    await rm(dir, { recursive: true, force: true });
  });

  async function startInbox(): Promise<SmtpInbox> {
    const inbox = await startSmtpInbox({ port });
    cleanup.push(() => inbox.stop());
    return inbox;
  }

  it('mails a stored enquiry once, with the subject, Reply-To and body the owner needs', async () => {
    const inbox = await startInbox();
    const { outbox, store } = site();
    const response = await receiveEnquiry(post(fields), { store, outbox });
    expect(response.status).toBe(303);
    await until(() => inbox.messages.length > 0, 'the mail');

    const mail = await simpleParser(inbox.messages[0]!.raw);
    expect(mail.subject).toBe('Enquiry from Jo Bloggs: Promotional Video');
    expect(mail.replyTo?.text).toBe('"Jo Bloggs" <jo@example.co.uk>');
    expect(mail.text).toContain('A launch film for May.');
    expect(inbox.messages[0]!.to).toEqual(['studio@example.com']);
    await outbox.drain();
    expect(inbox.messages).toHaveLength(1);
    expect(await readdir(outboxDirFor(file))).toEqual([]);
  });

  it('SMTP down when the visitor posts, the site restarted, then SMTP up: the mail arrives once', async () => {
    const first = site();
    const response = await receiveEnquiry(post(fields), { store: first.store, outbox: first.outbox });
    // The visitor is told it worked: the enquiry is stored.
    expect(response.status).toBe(303);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ name: 'Jo Bloggs' });
    await until(() => (first.outbox.waiting()[0]?.attempts ?? 0) >= 2, 'two failed attempts');

    // The site stops; the SMTP server comes up; the site starts again over the same files.
    await first.stop();
    const inbox = await startInbox();
    const second = site();
    await second.outbox.start();
    await until(() => inbox.messages.length > 0, 'the mail after the restart');
    await until(() => second.outbox.size === 0, 'the outbox to empty');
    expect((await simpleParser(inbox.messages[0]!.raw)).subject).toBe('Enquiry from Jo Bloggs: Promotional Video');

    // Yet another start finds nothing to send again.
    await second.stop();
    const third = site();
    await third.outbox.start();
    await third.outbox.drain();
    expect(inbox.messages).toHaveLength(1);
    expect(await readdir(outboxDirFor(file))).toEqual([]);
  });

  it('a server that accepts the connection but never answers does not hold up the visitor', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
    cleanup.push(
      () =>
        new Promise<void>((resolve) => {
          sockets.forEach((socket) => socket.destroy());
          silent.close(() => resolve());
        }),
    );
    const { outbox, store } = site(2000);
    const response = await receiveEnquiry(post(fields), { store, outbox });
    expect(response.status).toBe(303);
    // The visitor has the answer while the mail is still waiting for the server's greeting.
    expect(outbox.waiting()[0]).toMatchObject({ attempts: 0 });
    // The timeout (2 s here) counts as a failure: the mail waits for the next try.
    await until(() => (outbox.waiting()[0]?.attempts ?? 0) >= 1, 'the timed-out attempt');
    expect(outbox.waiting()[0]!.lastError).toMatch(/greeting never received|timeout/i);
  });
});
