import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { waitUntil } from '@/e2e/support/net.mjs';
import type { SiteProcessReply, SiteProcessRequest } from '@/test/support/site-process';
import { freePort, SMTP_TEST_LOGIN, startSmtpInbox, type SmtpInbox } from '@/test/support/smtp-inbox';
import { WatchedOutbox } from '@/test/support/watched-outbox';
import { EnquiryStore } from './enquiry-store';
import { outboxDirFor } from './outbox';

// Two site processes (real child processes, each with its own receiver, outbox and nodemailer) on one data folder,
// as two `next start` in one folder or a process manager's cluster would run them, against a real SMTP server.

jest.setTimeout(120_000);

const fields = (name: string) => ({
  name,
  email: 'jo@example.co.uk',
  projectType: 'event',
  message: 'A conference in May.',
  _gotcha: '',
});

const until = (check: () => boolean | Promise<boolean>, what: string, timeout = 20_000) =>
  waitUntil(what, check, { timeout, interval: 20 });

class SiteProcess {
  private readonly replies: SiteProcessReply[] = [];
  readonly child: ChildProcess;
  exited = false;

  constructor(file: string, smtpUrl: string) {
    this.child = fork(path.join(process.cwd(), 'test/support/run-ts.mjs'), ['test/support/site-process.ts'], {
      env: { ...process.env, SITE_PROCESS_FILE: file, SITE_PROCESS_SMTP_URL: smtpUrl },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    this.child.on('message', (message: SiteProcessReply) => this.replies.push(message));
    this.child.on('exit', () => (this.exited = true));
  }

  async ask<T extends SiteProcessReply['type']>(request: SiteProcessRequest | null, type: T) {
    const before = this.replies.length;
    if (request) this.child.send(request);
    await until(() => this.replies.slice(before).some((reply) => reply.type === type) || this.exited, `${type}`);
    const reply = this.replies.slice(before).find((reply) => reply.type === type);
    if (!reply) throw new Error(`the site process exited before answering ${type}`);
    return reply as Extract<SiteProcessReply, { type: T }>;
  }

  /** Compiling the modules takes a while on a busy machine. */
  async ready() {
    const isReady = (reply: SiteProcessReply) => reply.type === 'ready';
    await until(() => this.replies.some(isReady) || this.exited, 'the site process to start', 60_000);
    const reply = this.replies.find(isReady);
    if (!reply) throw new Error('the site process exited before it was ready');
    return reply as Extract<SiteProcessReply, { type: 'ready' }>;
  }

  async post(name: string) {
    return (await this.ask({ type: 'post', fields: fields(name) }, 'posted')).status;
  }

  async stop() {
    if (this.exited) return;
    await this.ask({ type: 'stop' }, 'stopped');
    await until(() => this.exited, 'the process to exit');
  }
}

describe('two site processes on one data folder', () => {
  let dir: string;
  let file: string;
  let inbox: SmtpInbox;
  let smtpUrl: string;
  const processes: SiteProcess[] = [];

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'outbox-processes-'));
    file = path.join(dir, 'enquiries.jsonl');
    const port = await freePort();
    smtpUrl = `smtp://${SMTP_TEST_LOGIN.user}:${SMTP_TEST_LOGIN.pass}@127.0.0.1:${port}`;
    inbox = await startSmtpInbox({ port });
  });
  afterEach(async () => {
    for (const site of processes.splice(0)) if (!site.exited) site.child.kill('SIGKILL');
    await inbox.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const start = () => {
    const site = new SiteProcess(file, smtpUrl);
    processes.push(site);
    return site;
  };
  const queued = async () => (await readdir(outboxDirFor(file))).filter((name) => name.endsWith('.json'));
  const subjects = async () =>
    (await Promise.all(inbox.messages.map(async (message) => (await simpleParser(message.raw)).subject ?? ''))).sort();

  it('mails every enquiry exactly once, what an earlier run left and what each process takes, even when the sender dies', async () => {
    // An earlier run left three mails it could not send (its mail server was down).
    const earlier = new WatchedOutbox({
      dir: outboxDirFor(file),
      deliver: () => Promise.reject(new Error('connect ECONNREFUSED')),
      retryMs: 10,
      retryMaxMs: 10,
      log: () => undefined,
    });
    const store = new EnquiryStore(file);
    for (const name of ['Earlier 1', 'Earlier 2', 'Earlier 3']) await earlier.add(await store.append(fields(name) as never));
    await earlier.drain();
    await earlier.close();
    expect(await queued()).toHaveLength(3);

    const [a, b] = [start(), start()];
    const ready = await Promise.all([a.ready(), b.ready()]);
    // Both run; one of them sends.
    expect(ready.map((reply) => reply.owner).filter(Boolean).length).toBeLessThanOrEqual(1);
    for (let n = 1; n <= 4; n++) {
      expect(await a.post(`A ${n}`)).toBe(303);
      expect(await b.post(`B ${n}`)).toBe(303);
    }
    await until(async () => inbox.messages.length >= 11 && (await queued()).length === 0, 'eleven mails');

    // The sender dies (kill -9, its lock left behind); the other takes over and sends what it takes next.
    const statuses = await Promise.all([a.ask({ type: 'status' }, 'status'), b.ask({ type: 'status' }, 'status')]);
    expect(statuses.map((status) => status.owner).sort()).toEqual([false, true]);
    const [owner, other] = statuses[0]!.owner ? [a, b] : [b, a];
    owner.child.kill('SIGKILL');
    await until(() => owner.exited, 'the sender to die');
    expect(await other.post('After 1')).toBe(303);
    expect(await other.post('After 2')).toBe(303);
    await until(async () => inbox.messages.length >= 13 && (await queued()).length === 0, 'thirteen mails');
    await other.stop();

    const expected = [
      ...['Earlier 1', 'Earlier 2', 'Earlier 3', 'After 1', 'After 2'],
      ...[1, 2, 3, 4].flatMap((n) => [`A ${n}`, `B ${n}`]),
    ].map((name) => `Enquiry from ${name}: Event Video`);
    expect(await subjects()).toEqual(expected.sort());
  });
});
