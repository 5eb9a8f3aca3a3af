import { readdir, readFile, readlink } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { ForkedProcess, mailingProcessesEachTest, until } from '@/test/support/forked-process';
import type { SiteProcessReply, SiteProcessRequest } from '@/test/support/site-process';
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

class SiteProcess extends ForkedProcess<SiteProcessReply> {
  get started(): boolean {
    return this.replies.some((reply) => reply.type === 'ready');
  }

  constructor(file: string, smtpUrl: string, settings: Record<string, string> = {}) {
    super('site-process.ts', { SITE_PROCESS_FILE: file, SITE_PROCESS_SMTP_URL: smtpUrl, ...settings });
  }

  async ask<T extends SiteProcessReply['type']>(request: SiteProcessRequest | null, type: T) {
    const before = this.replies.length;
    // Posts run side by side: each takes the answer to its own.
    const mine = (reply: SiteProcessReply) =>
      reply.type === type && (request?.type !== 'post' || (reply.type === 'posted' && reply.name === request.fields.name));
    // A process just killed cannot be written to; it answers nothing, as below.
    if (request) this.child.send(request, () => undefined);
    await until(() => this.replies.slice(before).some(mine) || this.exited, `${type}`);
    const reply = this.replies.slice(before).find(mine);
    if (!reply) throw new Error(`the site process exited before answering ${type}`);
    return reply as Extract<SiteProcessReply, { type: T }>;
  }

  async post(name: string) {
    return (await this.ask({ type: 'post', fields: fields(name) }, 'posted')).status;
  }

  /** The answer's status, or null if the process died before answering (the enquiry may or may not be stored). */
  async tryPost(name: string) {
    return this.post(name).catch(() => null);
  }

  async status() {
    return this.ask({ type: 'status' }, 'status');
  }

  async stop() {
    if (this.exited) return;
    await this.ask({ type: 'stop' }, 'stopped');
    await until(() => this.exited, 'the process to exit');
  }
}

describe('two site processes on one data folder', () => {
  // What the mail server does with each message it has in full, before it answers; the tests set it.
  let onMessage: (raw: string) => void | Promise<void>;
  const fixture = mailingProcessesEachTest<SiteProcess>('outbox-processes-', (raw) => onMessage(raw));

  beforeEach(() => {
    onMessage = () => undefined;
  });

  const start = (settings?: Record<string, string>) => fixture.started(new SiteProcess(fixture.file, fixture.smtpUrl, settings));
  const queued = async () => (await readdir(outboxDirFor(fixture.file))).filter((name) => name.endsWith('.json'));
  const sentLog = async () =>
    (await readFile(path.join(outboxDirFor(fixture.file), 'sent.log'), 'utf8').catch(() => '')).split('\n');
  /** The process whose id the outbox's lock names. */
  const owner = async () => {
    const pid = Number((await readlink(path.join(outboxDirFor(fixture.file), 'owner.lock')).catch(() => '')).split(' ')[1]);
    return fixture.processes.find((site) => site.child.pid === pid && !site.exited);
  };
  /** Every enquiry in the file, by id. */
  const stored = async () =>
    (await readFile(fixture.file, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { id: string; name: string });
  /** How many copies of each Message-ID the server took. */
  const copies = () => {
    const counts = new Map<string, number>();
    for (const { raw } of fixture.inbox.messages) {
      const id = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '(none)';
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  };
  const messageIdOf = (id: string) => `<enquiry-${id}@kestrel.test>`;
  /** Every stored enquiry mailed at least once and at most twice under its own Message-ID, and no other mail. */
  const expectEachMailedOnceOrTwice = async () => {
    const ids = (await stored()).map((enquiry) => messageIdOf(enquiry.id));
    const counts = copies();
    expect([...counts.keys()].sort()).toEqual([...ids].sort());
    const over = ids.filter((id) => counts.get(id)! > 2).map((id) => `${id}: ${counts.get(id)}`);
    expect(over).toEqual([]);
    return counts;
  };

  const subjects = async () =>
    (await Promise.all(fixture.inbox.messages.map(async (message) => (await simpleParser(message.raw)).subject ?? ''))).sort();

  it('mails every enquiry exactly once, what an earlier run left and what each process takes, even when the sender dies', async () => {
    // An earlier run left three mails it could not send (its mail server was down).
    const earlier = new WatchedOutbox({
      dir: outboxDirFor(fixture.file),
      deliver: () => Promise.reject(new Error('connect ECONNREFUSED')),
      retryMs: 10,
      retryMaxMs: 10,
      log: () => undefined,
    });
    const store = new EnquiryStore(fixture.file);
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
    await until(async () => fixture.inbox.messages.length >= 11 && (await queued()).length === 0, 'eleven mails');

    // The sender dies (kill -9, its lock left behind); the other takes over and sends what it takes next.
    const statuses = await Promise.all([a.ask({ type: 'status' }, 'status'), b.ask({ type: 'status' }, 'status')]);
    expect(statuses.map((status) => status.owner).sort()).toEqual([false, true]);
    const [owner, other] = statuses[0]!.owner ? [a, b] : [b, a];
    owner.child.kill('SIGKILL');
    await until(() => owner.exited, 'the sender to die');
    expect(await other.post('After 1')).toBe(303);
    expect(await other.post('After 2')).toBe(303);
    await until(async () => fixture.inbox.messages.length >= 13 && (await queued()).length === 0, 'thirteen mails');
    await other.stop();

    const expected = [
      ...['Earlier 1', 'Earlier 2', 'Earlier 3', 'After 1', 'After 2'],
      ...[1, 2, 3, 4].flatMap((n) => [`A ${n}`, `B ${n}`]),
    ].map((name) => `Enquiry from ${name}: Event Video`);
    expect(await subjects()).toEqual(expected.sort());
  });

  it('mails every enquiry at least once and at most twice, with one Message-ID, when the sender is killed again and again while clients post', async () => {
    const sites = [start(), start()];
    await Promise.all(sites.map((site) => site.ready()));
    // The sender dies at the worst moments: when the server has a whole message but has not answered
    // (it may keep the message), and just after it answered (before the sender can write it down).
    let kills = 0;
    let killing = false;
    const killOwner = async () => {
      const sender = await owner();
      if (!sender || killing) return;
      killing = true;
      kills++;
      sender.child.kill('SIGKILL');
      await until(() => sender.exited, 'the sender to die');
      sites.push(start());
      killing = false;
    };
    onMessage = async () => {
      if (kills >= 8) return;
      if (kills % 2 === 0) await killOwner();
      else setImmediate(() => void killOwner());
    };
    const answered: string[] = [];
    const client = async (n: number) => {
      for (let post = 1; post <= 5; post++) {
        const live = () => sites.filter((site) => !site.exited && site.started);
        const name = `Client ${n} post ${post}`;
        // A visitor whose post got no answer (its process killed) sends it again; both may be stored.
        for (let tries = 0; tries < 20 && !answered.includes(name); tries++) {
          await until(() => live().length > 0, 'a live site process', 60_000);
          if ((await live()[(n + post + tries) % live().length]!.tryPost(name)) === 303) answered.push(name);
        }
      }
    };
    await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(client));
    await until(() => kills >= 8 || fixture.inbox.messages.length > 200, 'eight kills', 60_000);
    await until(
      async () => {
        const ids = (await stored()).map((enquiry) => messageIdOf(enquiry.id));
        const counts = copies();
        return ids.every((id) => counts.has(id)) && (await queued()).length === 0;
      },
      'every stored enquiry to be mailed',
      60_000,
    );

    expect(kills).toBe(8);
    // Every post the visitor saw answered was stored; a post cut short by a kill may be stored too.
    const names = (await stored()).map((enquiry) => enquiry.name);
    expect(answered.filter((name) => !names.includes(name))).toEqual([]);
    expect(answered).toHaveLength(40);
    const counts = await expectEachMailedOnceOrTwice();
    const twice = [...counts.values()].filter((n) => n === 2).length;
    console.log(`[figures] kill -9 loop: ${kills} kills, ${counts.size} enquiries stored and mailed, ${twice} of them twice`);
  });

  it('gives a mail whose confirmation comes too late at most two copies, however often its sender is killed while waiting', async () => {
    const settings = { SITE_PROCESS_SMTP_TIMEOUT_MS: '300' };
    // The server keeps every message and answers only after the sender has given up waiting.
    onMessage = () => new Promise((resolve) => setTimeout(resolve, 1200));
    let site = start(settings);
    await site.ready();
    expect(await site.post('Late')).toBe(303);
    for (let kill = 1; kill <= 2; kill++) {
      await until(() => fixture.inbox.messages.length >= kill, `copy ${kill}`);
      site.child.kill('SIGKILL');
      await until(() => site.exited, 'the sender to die');
      site = start(settings);
      await site.ready();
    }
    const [late] = await stored();
    await until(async () => (await sentLog()).includes(late!.id) && (await queued()).length === 0, 'the mail to count as sent');
    // A later post is mailed as ever: the server still answers late, so it may get two copies.
    expect(await site.post('After')).toBe(303);
    await until(async () => copies().size === 2 && (await queued()).length === 0, 'the later mail');
    await site.stop();
    const counts = await expectEachMailedOnceOrTwice();
    expect(counts.get(messageIdOf(late!.id))).toBe(2);
  });

  it('sends nothing from an owner paused past its lock, once another process has taken the outbox over', async () => {
    const settings = { SITE_PROCESS_SMTP_TIMEOUT_MS: '500', SITE_PROCESS_LOCK_STALE_MS: '2000' };
    let lateReplies = true;
    // Unref'd: a reply still held back when the test ends must not keep the test's worker alive.
    onMessage = () => (lateReplies ? new Promise((resolve) => setTimeout(resolve, 1500).unref()) : undefined);
    const paused = start(settings);
    await paused.ready();
    const other = start(settings);
    await other.ready();
    expect(await owner()).toBe(paused);

    // The owner has handed the mail over and waits for the answer when it stops (a debugger, a frozen VM).
    expect(await other.post('Paused')).toBe(303);
    await until(() => fixture.inbox.messages.length >= 1, 'the first copy');
    paused.child.kill('SIGSTOP');
    await until(async () => (await other.status()).owner, 'the other process to take over');
    const [mail] = await stored();
    await until(async () => (await sentLog()).includes(mail!.id), 'the taken-over mail to count as sent');

    lateReplies = false;
    paused.child.kill('SIGCONT');
    await until(async () => !(await paused.status()).owner, 'the paused process to see it lost the outbox');
    expect(await paused.post('To the resumed one')).toBe(303);
    expect(await other.post('To the new owner')).toBe(303);
    await until(async () => copies().size === 3 && (await queued()).length === 0, 'the later mails');
    await until(async () => (await paused.status()).size === 0, 'the resumed process to drop what it held');
    await Promise.all([paused.stop(), other.stop()]);
    const counts = await expectEachMailedOnceOrTwice();
    expect(counts.get(messageIdOf(mail!.id))).toBeLessThanOrEqual(2);
  });
});
