import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { waitUntil } from '@/scripts/net.mjs';
import { freePort, SMTP_TEST_LOGIN, startSmtpInbox, type SmtpInbox } from '@/test/support/smtp-inbox';
import { WatchedOutbox } from '@/test/support/watched-outbox';
import { EnquiryStore } from './enquiry-store';
import { smtpDelivery } from './mail-transport';
import { durableFiles, outboxDirFor, type OutboxFiles } from './outbox';
import { receiveEnquiry } from './receiver';

// The receiver, the store, the outbox and nodemailer together against a real SMTP server
// (smtp-server on a loopback port) that is down, silent or up. Retry waits are tens of
// milliseconds here; the test polls for what it expects.

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

const until = (check: () => boolean | Promise<boolean>, what: string, timeout = 10_000) =>
  waitUntil(what, check, { timeout, interval: 20 });

interface SiteOptions {
  timeoutMs?: number;
  files?: OutboxFiles;
  log?: (message: string, error?: unknown) => void;
}

describe('enquiry notifications through a real SMTP server', () => {
  let dir: string;
  let file: string;
  let port: number;
  const cleanup: (() => unknown)[] = [];

  /** One "site process": its own transport and outbox over the shared folder. */
  function site({ timeoutMs = 300, files, log = () => undefined }: SiteOptions = {}) {
    const delivery = smtpDelivery({
      url: `smtp://${SMTP_TEST_LOGIN.user}:${SMTP_TEST_LOGIN.pass}@127.0.0.1:${port}`,
      to: 'studio@example.com',
      from: 'website@example.com',
      messageIdDomain: 'kestrel.test',
      timeoutMs,
    });
    const outbox = new WatchedOutbox({
      dir: outboxDirFor(file),
      deliver: delivery.deliver,
      retryMs: 30,
      retryMaxMs: 120,
      storeFile: file,
      checkMs: 50,
      files,
      log,
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

  /** The mails waiting in the outbox folder, not its lock or its ledger. */
  const queued = async () => (await readdir(outboxDirFor(file))).filter((name) => name.endsWith('.json'));

  async function startInbox(onMessage?: (raw: string) => Promise<void>): Promise<SmtpInbox> {
    const inbox = await startSmtpInbox({ port, onMessage });
    cleanup.push(() => inbox.stop());
    return inbox;
  }

  /** Another start of the site over the same files mails nothing again and leaves the outbox empty. */
  async function expectRestartSendsNothing(inbox: SmtpInbox) {
    const again = site();
    await again.outbox.start();
    await again.outbox.drain();
    expect(inbox.messages).toHaveLength(1);
    expect(await queued()).toEqual([]);
  }

  it('mails a stored enquiry once, with the subject, Reply-To and body the owner needs', async () => {
    const inbox = await startInbox();
    const { outbox, store } = site();
    const response = await receiveEnquiry(post(fields), { store, outbox });
    expect(response.status).toBe(303);
    await until(() => inbox.messages.length > 0, 'the mail');

    const mail = await simpleParser(inbox.messages[0]!.raw);
    expect(mail.subject).toBe('Enquiry from Jo Bloggs: Promotional Video');
    expect(mail.replyTo?.text).toBe('jo@example.co.uk');
    expect(mail.text).toContain('A launch film for May.');
    expect(inbox.messages[0]!.to).toEqual(['studio@example.com']);
    await outbox.drain();
    expect(inbox.messages).toHaveLength(1);
    expect(await queued()).toEqual([]);
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
    await expectRestartSendsNothing(inbox);
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
    const { outbox, store } = site({ timeoutMs: 2000 });
    const response = await receiveEnquiry(post(fields), { store, outbox });
    expect(response.status).toBe(303);
    // The visitor has the answer while the mail is still waiting for the server's greeting.
    expect(outbox.waiting()[0]).toMatchObject({ attempts: 0 });
    // The timeout (2 s here) counts as a failure: the mail waits for the next try.
    await until(() => (outbox.waiting()[0]?.attempts ?? 0) >= 1, 'the timed-out attempt');
    expect(outbox.waiting()[0]!.lastError).toMatch(/greeting never received|timeout/i);
  });

  /** How many copies of each message the server took, by Message-ID. */
  async function copiesById(inbox: SmtpInbox) {
    const copies = new Map<string, number>();
    for (const message of inbox.messages) {
      const id = (await simpleParser(message.raw)).messageId ?? '';
      copies.set(id, (copies.get(id) ?? 0) + 1);
    }
    return copies;
  }

  const people = (count: number) =>
    Array.from({ length: count }, (_, n) => ({ ...fields, name: `Person ${n + 1}`, projectType: 'event' as const }));

  it('an enquiry stored but never queued (a crash in between) is mailed once when the site starts', async () => {
    const inbox = await startInbox();
    // The "crash": three enquiries reach the file, their mails never reach the outbox.
    const store = new EnquiryStore(file);
    for (const person of people(3)) await store.append(person);
    expect(await readdir(dir)).toEqual(['enquiries.jsonl']);

    const first = site();
    await first.outbox.start();
    await until(() => inbox.messages.length >= 3 && first.outbox.size === 0, 'the three mails');
    const subjects = await Promise.all(inbox.messages.map(async (message) => (await simpleParser(message.raw)).subject));
    expect(subjects.sort()).toEqual(['1', '2', '3'].map((n) => `Enquiry from Person ${n}: Event Video`));

    // Started again, and again: nothing is mailed twice.
    await first.stop();
    for (let restart = 0; restart < 2; restart++) {
      const again = site();
      await again.outbox.start();
      await again.outbox.drain();
      await again.stop();
    }
    expect(inbox.messages).toHaveLength(3);
    expect([...(await copiesById(inbox)).values()]).toEqual([1, 1, 1]);
  });

  /** A disk that refuses every write of the outbox while `full` is set, as a full disk does. */
  function fullDisk() {
    const disk = { full: true, refused: 0 };
    const refuse = () => {
      disk.refused++;
      return Promise.reject(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }));
    };
    const files: OutboxFiles = {
      replace: (name, text) => (disk.full ? refuse() : durableFiles.replace(name, text)),
      append: (name, text) => (disk.full ? refuse() : durableFiles.append(name, text)),
    };
    return { disk, files };
  }

  it('a full disk under the outbox: the mail still goes, once, and tells the owner about the disk', async () => {
    const inbox = await startInbox();
    const { disk, files } = fullDisk();
    const logged: string[] = [];
    const { outbox, store } = site({ files, log: (message) => logged.push(message) });
    expect((await receiveEnquiry(post(fields), { store, outbox })).status).toBe(303);
    await until(() => inbox.messages.length > 0, 'the mail');
    expect(disk.refused).toBeGreaterThan(0);
    const mail = await simpleParser(inbox.messages[0]!.raw);
    expect(mail.text).toContain('could not queue this e-mail on its disk (ENOSPC: no space left on device');
    expect(logged.some((line) => line.startsWith('could not queue the mail of enquiry'))).toBe(true);

    // The disk has room again: the ledger catches up, and a restart sends nothing again.
    disk.full = false;
    await outbox.check();
    await until(
      async () => (await readFile(path.join(outboxDirFor(file), 'sent.log'), 'utf8').catch(() => '')) !== '',
      'the ledger',
    );
    await outbox.close();
    await expectRestartSendsNothing(inbox);
  });

  it('a full disk while the mail server is down, then a restart: the enquiry is mailed once', async () => {
    const { disk, files } = fullDisk();
    const first = site({ files });
    expect((await receiveEnquiry(post(fields), { store: first.store, outbox: first.outbox })).status).toBe(303);
    await until(() => (first.outbox.waiting()[0]?.attempts ?? 0) >= 2, 'two failed attempts');
    // Nothing of it on disk but the enquiry itself.
    expect(await queued()).toEqual([]);
    expect(disk.refused).toBeGreaterThan(1);
    await first.stop();

    // Restarted with room on the disk and the server up.
    const inbox = await startInbox();
    const second = site();
    await second.outbox.start();
    await until(() => inbox.messages.length > 0 && second.outbox.size === 0, 'the mail after the restart');
    await second.outbox.check();
    expect(inbox.messages).toHaveLength(1);
    expect((await simpleParser(inbox.messages[0]!.raw)).subject).toBe('Enquiry from Jo Bloggs: Promotional Video');
  });

  it('a server that acknowledges after the timeout gets at most two copies of each mail, with one Message-ID', async () => {
    const late = { acks: 0 };
    // Each message is taken at once and acknowledged a second after the sender's 300 ms timeout.
    const inbox = await startInbox(async () => {
      late.acks++;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    });
    const { outbox, store } = site();
    for (const person of people(3)) await receiveEnquiry(post(person), { store, outbox });
    await until(() => inbox.messages.length >= 3 && outbox.size === 0, 'the outbox to give up repeating', 15_000);
    const copies = await copiesById(inbox);
    expect(copies.size).toBe(3);
    for (const count of copies.values()) expect(count).toBeLessThanOrEqual(2);
    expect(inbox.messages.length).toBeLessThanOrEqual(6);
    // Nothing more after the outbox gave up.
    await outbox.check();
    await outbox.drain();
    expect(await queued()).toEqual([]);
  }, 20_000);

  it('a server late once and then prompt gets the mail twice at most, with the same Message-ID', async () => {
    let first = true;
    const inbox = await startInbox(async () => {
      if (!first) return;
      first = false;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    });
    const { outbox, store } = site();
    await receiveEnquiry(post(fields), { store, outbox });
    await until(() => inbox.messages.length >= 2 && outbox.size === 0, 'the repeat');
    const copies = await copiesById(inbox);
    expect([...copies.values()]).toEqual([2]);
    expect([...copies.keys()][0]).toMatch(/^<enquiry-\d+-[0-9a-f-]+@kestrel\.test>$/);
  });

  it('a sender’s name cannot fake the Subject or a display name; their address, in any script, is the Reply-To', async () => {
    const inbox = await startInbox();
    const { outbox, store } = site();
    const hostile = [
      // RFC 2047 encoded-words: "Alex Marlowe" and "Bank <security@bank.example>".
      '=?utf-8?b?QWxleCBNYXJsb3dl?=',
      '=?utf-8?q?Bank_=3Csecurity=40bank=2Eexample=3E?= Jo',
      // A right-to-left override turning the rest around, zero-width spaces, a word joiner, a BOM.
      'Jo \u202Eeciovni\u202C Bloggs',
      'J\u200Bo\u200C \u200DB\u2060l\uFEFFo\u2066g\u2069gs',
    ];
    const emails = ['josé@exämple.de', 'jo@exämple.de', '李@例え.jp', 'jo@example.co.uk'];
    for (const [n, name] of hostile.entries()) {
      expect((await receiveEnquiry(post({ ...fields, name, email: emails[n]! }), { store, outbox })).status).toBe(303);
    }
    await until(() => inbox.messages.length >= hostile.length, 'the mails');
    const mails = await Promise.all(inbox.messages.map((message) => simpleParser(message.raw)));
    const byAddress = new Map(mails.map((mail) => [mail.replyTo?.value[0]?.address, mail]));
    expect([...byAddress.keys()].sort()).toEqual(['jo@example.co.uk', 'jo@exämple.de', 'josé@exämple.de', '李@例え.jp']);
    // An ASCII local part keeps the header ASCII: the domain goes as punycode.
    expect(inbox.messages.some((message) => message.raw.includes('\nReply-To: jo@xn--exmple-cua.de\r'))).toBe(true);
    for (const mail of mails) {
      expect(mail.subject).toMatch(/^Enquiry from .+: Promotional Video$/);
      expect(mail.subject).not.toMatch(/Alex Marlowe|security@bank|[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/);
      expect(mail.from?.value).toEqual([{ name: 'Kestrel Films website', address: 'website@example.com' }]);
      expect(mail.replyTo?.value).toHaveLength(1);
      expect(mail.replyTo?.value[0]?.name).toBe('');
    }
    // What was typed is shown as typed, in the body: the owner sees the attempt for what it is.
    expect(byAddress.get('josé@exämple.de')?.text).toContain('Name: =?utf-8?b?QWxleCBNYXJsb3dl?=');
    expect(byAddress.get('李@例え.jp')?.subject).toBe('Enquiry from Jo eciovni Bloggs: Promotional Video');
    expect(byAddress.get('jo@example.co.uk')?.subject).toBe('Enquiry from Jo Bloggs: Promotional Video');
  });
});
