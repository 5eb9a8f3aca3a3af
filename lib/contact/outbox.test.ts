import { spawnSync } from 'node:child_process';
import {
  appendFile,
  lutimes,
  mkdtemp,
  readdir,
  readFile,
  readlink,
  rm,
  symlink,
  unlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { WatchedOutbox } from '@/test/support/watched-outbox';
import type { StoredEnquiry } from './enquiry-store';
import { durableFiles, outboxDirFor, UnconfirmedDelivery, type OutboxOptions, type PendingMail } from './outbox';

let count = 0;
const enquiry = (name: string): StoredEnquiry => ({
  id: `1746093600000-${++count}`,
  receivedAt: '2026-05-01T10:00:00.000Z',
  name,
  email: 'jo@example.com',
  projectType: 'event',
  message: 'A conference in May.',
});

/** A mail server the test switches on and off, counting what it took. */
function fakeServer({ up = true } = {}) {
  const server = { up, sent: [] as string[], attempts: 0 };
  const deliver = async (mail: PendingMail) => {
    server.attempts++;
    if (!server.up) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    server.sent.push(mail.enquiry.name);
  };
  return { server, deliver };
}

describe('Outbox', () => {
  let dir: string;
  let clock: number;
  const outboxes: WatchedOutbox[] = [];
  const make = (options: Partial<OutboxOptions> & Pick<OutboxOptions, 'deliver'>) => {
    const outbox = new WatchedOutbox({
      dir,
      retryMs: 1000,
      retryMaxMs: 8000,
      // Checked by the tests themselves.
      checkMs: 60_000,
      now: () => clock,
      log: () => undefined,
      ...options,
    });
    outboxes.push(outbox);
    return outbox;
  };
  /** The mails' files, not the lock or the ledger of sent mails. */
  const files = async () => (await readdir(dir)).filter((name) => name.endsWith('.json') || name.startsWith('.tmp-')).sort();
  /** The server took exactly these mails and none is left on disk. */
  const expectDelivered = async (server: { sent: string[] }, names: string[]) => {
    expect(server.sent).toEqual(names);
    expect(await files()).toEqual([]);
  };

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    clock = 1_000_000;
  });
  afterEach(async () => {
    await Promise.all(outboxes.splice(0).map((outbox) => outbox.close()));
    await rm(dir, { recursive: true, force: true });
  });

  describe('an overdue mail', () => {
    const HOUR = 3_600_000;
    // The fixture enquiries were received at this time.
    const received = Date.parse('2026-05-01T10:00:00.000Z');

    it('is warned about once, after the threshold, and sent to the second address once', async () => {
      const { deliver } = fakeServer({ up: false });
      const logs: string[] = [];
      const notified: string[] = [];
      clock = received;
      const outbox = make({
        deliver,
        log: (message) => logs.push(message),
        overdue: {
          afterMs: 2 * HOUR,
          notify: async (mail) => {
            notified.push(mail.enquiry.name);
          },
        },
      });
      await outbox.add(enquiry('Ada'));
      await outbox.check();
      clock = received + 2 * HOUR - 1;
      await outbox.check();
      const warnings = () => logs.filter((line) => line.startsWith('WARNING'));
      expect(warnings()).toEqual([]);
      expect(notified).toEqual([]);

      clock = received + 2 * HOUR;
      await outbox.check();
      expect(warnings()).toHaveLength(1);
      expect(warnings()[0]).toMatch(
        /the mail of enquiry .+ \(received 2026-05-01T10:00:00\.000Z\) has waited 2 hours in the outbox and is still not sent \(last error: connect ECONNREFUSED/,
      );
      expect(notified).toEqual(['Ada']);

      // Later checks, failed retries, and another process taking the folder over do not repeat it.
      clock += 10 * HOUR;
      await outbox.drain();
      await outbox.check();
      await outbox.close();
      const next = make({
        deliver,
        log: (message) => logs.push(message),
        overdue: { afterMs: 2 * HOUR, notify: async (mail) => void notified.push(mail.enquiry.name) },
      });
      await next.check();
      expect(warnings()).toHaveLength(1);
      expect(notified).toEqual(['Ada']);
    });

    it('is only logged when no second address is set, and a failing second address is logged, not retried', async () => {
      const { deliver } = fakeServer({ up: false });
      const logs: string[] = [];
      clock = received + HOUR;
      const quiet = make({ deliver, log: (message) => logs.push(message), overdue: { afterMs: HOUR } });
      await quiet.add(enquiry('Bea'));
      await quiet.check();
      expect(logs.filter((line) => line.startsWith('WARNING'))).toEqual([
        expect.stringContaining('Run `npm run enquiries` to read it.'),
      ]);

      await quiet.close();
      let tries = 0;
      const failing = make({
        deliver,
        log: (message) => logs.push(message),
        overdue: {
          afterMs: HOUR,
          notify: async () => {
            tries++;
            throw new Error('second server down');
          },
        },
      });
      const dee = await failing.add(enquiry('Dee'));
      await failing.check();
      clock += HOUR;
      await failing.check();
      expect(tries).toBe(1);
      expect(logs).toContain(`could not send the overdue enquiry ${dee.id} to the second address either`);
    });

    it("keeps its warning on disk when the write of a failed try is slower than the warning's", async () => {
      const { deliver } = fakeServer({ up: false });
      const disk = new Map<string, PendingMail>();
      let reachSlowWrite!: () => void;
      const slowWriteReached = new Promise<void>((resolve) => (reachSlowWrite = resolve));
      let finishSlowWrite!: () => void;
      const slowWriteFinished = new Promise<void>((resolve) => (finishSlowWrite = resolve));
      let finishOnNextClockRead = false;
      clock = received + HOUR;
      const outbox = make({
        deliver,
        retryMs: HOUR,
        // The failed try's write is held until the check reads the clock to look for overdue mails.
        now: () => {
          if (finishOnNextClockRead) finishSlowWrite();
          return clock;
        },
        files: {
          replace: async (file, text) => {
            const mail = JSON.parse(text) as PendingMail;
            if (mail.attempts === 1 && mail.warnedAt === undefined) {
              reachSlowWrite();
              await slowWriteFinished;
            }
            disk.set(file, mail);
          },
          append: durableFiles.append,
        },
        overdue: { afterMs: HOUR },
      });
      const mail = await outbox.add(enquiry('Eve'));
      await slowWriteReached;
      finishOnNextClockRead = true;
      await outbox.check();
      expect(disk.get(path.join(dir, `${mail.id}.json`))).toMatchObject({ attempts: 1, warnedAt: clock });
    });

    it('leaves no file behind when it is sent while its warning is being written', async () => {
      let deliverNow!: () => void;
      const delivering = new Promise<void>((resolve) => (deliverNow = resolve));
      let recorded!: () => void;
      const sentRecorded = new Promise<void>((resolve) => (recorded = resolve));
      clock = received + HOUR;
      const outbox = make({
        deliver: () => delivering,
        files: {
          replace: async (file, text) => {
            if ((JSON.parse(text) as PendingMail).warnedAt !== undefined) {
              deliverNow();
              await sentRecorded;
            }
            await durableFiles.replace(file, text);
          },
          append: async (file, text) => {
            await durableFiles.append(file, text);
            recorded();
          },
        },
        overdue: { afterMs: HOUR },
      });
      await outbox.add(enquiry('Fay'));
      await outbox.check();
      await outbox.drain();
      expect(outbox.size).toBe(0);
      expect(await files()).toEqual([]);
    });

    it('is not warned about once sent', async () => {
      const { server, deliver } = fakeServer();
      const logs: string[] = [];
      clock = received + 100 * HOUR;
      const outbox = make({ deliver, log: (message) => logs.push(message), overdue: { afterMs: HOUR } });
      await outbox.add(enquiry('Cy'));
      await outbox.drain();
      await outbox.check();
      expect(server.sent).toEqual(['Cy']);
      expect(logs.filter((line) => line.startsWith('WARNING'))).toEqual([]);
    });
  });

  it('sends a mail at once and removes its file', async () => {
    const { server, deliver } = fakeServer();
    const outbox = make({ deliver });
    await outbox.add(enquiry('Ada'));
    await outbox.drain();
    await expectDelivered(server, ['Ada']);
  });

  it('keeps a mail on disk while the server is down and retries with growing waits', async () => {
    const { server, deliver } = fakeServer({ up: false });
    const outbox = make({ deliver });
    const mail = await outbox.add(enquiry('Ada'));
    await outbox.drain();
    expect(server.attempts).toBe(1);
    expect(await files()).toEqual([`${mail.id}.json`]);

    // Not due yet: nothing is tried.
    clock += 999;
    await outbox.drain();
    expect(server.attempts).toBe(1);
    clock -= 999;

    // Each wait doubles, from 1 second up to at most 8.
    const nextAttempt = () => outbox.waiting()[0]!.nextAttemptAt;
    const waits = [nextAttempt() - clock];
    for (let attempt = 0; attempt < 5; attempt++) {
      clock = nextAttempt();
      await outbox.drain();
      waits.push(nextAttempt() - clock);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
    expect(server.attempts).toBe(6);
    expect(outbox.waiting()[0]).toMatchObject({ attempts: 6, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });

    server.up = true;
    clock += 8000;
    await outbox.drain();
    await expectDelivered(server, ['Ada']);
  });

  it('survives a restart: a new outbox over the same folder sends what the old one could not, once', async () => {
    const { server, deliver } = fakeServer({ up: false });
    const first = make({ deliver });
    await first.add(enquiry('Ada'));
    await first.add(enquiry('Ben'));
    await first.drain();
    await first.close();
    expect(server.sent).toEqual([]);

    server.up = true;
    const second = make({ deliver });
    await second.start();
    clock += 1000;
    await second.drain();
    expect(server.sent.sort()).toEqual(['Ada', 'Ben']);

    // A third start finds nothing left to send.
    const third = make({ deliver });
    await third.start();
    clock += 60_000;
    await third.drain();
    expect(server.sent).toHaveLength(2);
    expect(third.size).toBe(0);
  });

  it('never sends one mail twice at the same time, however often it is woken', async () => {
    let release: (() => void) | undefined;
    const sent: string[] = [];
    const outbox = make({
      deliver: async (mail) => {
        await new Promise<void>((resolve) => (release = resolve));
        sent.push(mail.id);
      },
    });
    await outbox.add(enquiry('Ada'));
    const passes = [outbox.drain(), outbox.drain(), outbox.drain()];
    // The send starts once the outbox has checked its lock on disk.
    while (!release) await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await Promise.all(passes);
    expect(sent).toHaveLength(1);
  });

  it('removes an abandoned temporary file, leaves a young one, and reads the finished files', async () => {
    const { server, deliver } = fakeServer();
    await writeFile(path.join(dir, '.tmp-123-abc'), '{"id":"123","enq');
    // A temporary file as young as this may be a write under way in another process.
    await writeFile(path.join(dir, '.tmp-456-def'), '{"id":"456","enq');
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(path.join(dir, '.tmp-123-abc'), hourAgo, hourAgo);
    const mail: PendingMail = { id: '5-x', enquiry: enquiry('Ada'), attempts: 3, nextAttemptAt: 0 };
    await writeFile(path.join(dir, '5-x.json'), JSON.stringify(mail));
    await writeFile(path.join(dir, 'broken.json'), '{');
    const outbox = make({ deliver });
    await outbox.start();
    await outbox.drain();
    expect(server.sent).toEqual(['Ada']);
    expect(await files()).toEqual(['.tmp-456-def', 'broken.json']);
  });

  it('sends 200 mails added at once exactly once each', async () => {
    const { server, deliver } = fakeServer();
    const outbox = make({ deliver, concurrency: 3 });
    await Promise.all(Array.from({ length: 200 }, (_, n) => outbox.add(enquiry(`Person ${n}`))));
    await outbox.drain();
    expect(server.sent).toHaveLength(200);
    expect(new Set(server.sent).size).toBe(200);
    expect(await files()).toEqual([]);
    expect(outbox.writing).toBe(0);
  });

  it('lives in a folder beside the enquiries file', () => {
    expect(outboxDirFor('/srv/site/.data/enquiries.jsonl')).toBe('/srv/site/.data/enquiries-outbox');
  });

  describe('reconciled with the enquiries file', () => {
    let storeFile: string;
    beforeEach(() => {
      storeFile = path.join(dir, '..', `${path.basename(dir)}.jsonl`);
    });
    afterEach(() => rm(storeFile, { force: true }));
    const store = (...enquiries: object[]) =>
      appendFile(storeFile, enquiries.map((line) => `${JSON.stringify(line)}\n`).join(''));

    it('mails a stored enquiry that never reached the outbox, once, and not one stored before enquiries had ids', async () => {
      const { server, deliver } = fakeServer();
      const { id: _legacyId, ...legacy } = enquiry('Legacy');
      await store(enquiry('Ada'), legacy, enquiry('Ben'));
      // A line still being written is left for later.
      await appendFile(storeFile, '{"id":"1-half","name":"Half');
      const first = make({ deliver, storeFile });
      await first.start();
      await first.drain();
      expect(server.sent.sort()).toEqual(['Ada', 'Ben']);
      await first.close();

      const second = make({ deliver, storeFile });
      await second.start();
      await second.drain();
      expect(server.sent).toHaveLength(2);
      expect(second.size).toBe(0);
    });

    it('picks up, while running, an enquiry another process stored but did not queue', async () => {
      const { server, deliver } = fakeServer();
      const outbox = make({ deliver, storeFile });
      await outbox.start();
      await store(enquiry('Ada'));
      await outbox.check();
      await outbox.drain();
      expect(server.sent).toEqual(['Ada']);
      // Queued late by the process that stored it: known as sent, so only removed.
      const late = enquiry('Ada again');
      await store(late);
      await outbox.check();
      await outbox.drain();
      await writeFile(
        path.join(dir, `${late.id}.json`),
        JSON.stringify({ id: late.id, enquiry: late, attempts: 0, nextAttemptAt: 0 }),
      );
      await outbox.check();
      await outbox.drain();
      expect(server.sent).toEqual(['Ada', 'Ada again']);
      expect(await files()).toEqual([]);
    });
  });

  describe('a disk that refuses writes', () => {
    const refusing = () => {
      const disk = { full: true };
      const refuse = () => Promise.reject(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }));
      return {
        disk,
        files: {
          replace: (file: string, text: string) => (disk.full ? refuse() : durableFiles.replace(file, text)),
          append: (file: string, text: string) => (disk.full ? refuse() : durableFiles.append(file, text)),
        },
      };
    };

    it('keeps a mail it could not queue, mails it with a note of the disk, and writes its file once there is room', async () => {
      const { disk, files: refusingFiles } = refusing();
      const { server, deliver } = fakeServer({ up: false });
      const delivered: PendingMail[] = [];
      const logged: string[] = [];
      const outbox = make({
        files: refusingFiles,
        log: (message) => logged.push(message),
        deliver: async (mail) => {
          await deliver(mail);
          delivered.push(mail);
        },
      });
      await expect(outbox.add(enquiry('Ada'))).resolves.toMatchObject({ diskError: 'ENOSPC: no space left on device' });
      await outbox.drain();
      expect(await files()).toEqual([]);
      expect(logged.filter((line) => line.startsWith('could not queue'))).toHaveLength(1);

      // Room again: the next check writes the file, so a restart would still find the mail.
      disk.full = false;
      await outbox.check();
      expect(await files()).toHaveLength(1);

      server.up = true;
      clock += 60_000;
      await outbox.drain();
      expect(server.sent).toEqual(['Ada']);
      expect(delivered[0]!.diskError).toBe('ENOSPC: no space left on device');
      expect(await files()).toEqual([]);
    });
  });

  describe('a server that takes the whole mail without confirming it', () => {
    it('is given the mail twice at most, then the mail counts as sent, across restarts too', async () => {
      let attempts = 0;
      const deliver = async () => {
        attempts++;
        throw new UnconfirmedDelivery(new Error('Timeout'));
      };
      const first = make({ deliver });
      await first.add(enquiry('Ada'));
      await first.drain();
      expect(first.waiting()[0]).toMatchObject({ attempts: 1, unconfirmed: 1 });
      // Restarted in between: the count survives on disk.
      await first.close();
      const second = make({ deliver });
      await second.start();
      clock += 60_000;
      await second.drain();
      expect(attempts).toBe(2);
      expect(second.size).toBe(0);
      expect(await files()).toEqual([]);
      clock += 60_000;
      await second.check();
      await second.drain();
      expect(attempts).toBe(2);
    });

    it('counts a copy on disk before the server may keep it, and takes it back when the server refuses', async () => {
      const onDisk: (number | undefined)[] = [];
      let refuse = true;
      const deliver = async (mail: PendingMail, handOver: () => Promise<void>) => {
        await handOver();
        const [name] = await files();
        onDisk.push((JSON.parse(await readFile(path.join(dir, name!), 'utf8')) as PendingMail).unconfirmed);
        if (refuse) throw Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 });
      };
      const outbox = make({ deliver });
      await outbox.add(enquiry('Ada'));
      await outbox.drain();
      expect(onDisk).toEqual([1]);
      expect(outbox.waiting()[0]!.unconfirmed).toBeUndefined();
      refuse = false;
      clock += 60_000;
      await outbox.drain();
      expect(onDisk).toEqual([1, 1]);
      expect(outbox.size).toBe(0);
    });

    it('sends nothing more of a mail whose file counts two copies already', async () => {
      const { server, deliver } = fakeServer();
      const mail: PendingMail = { id: enquiry('Ada').id, enquiry: enquiry('Ada'), attempts: 2, nextAttemptAt: 0, unconfirmed: 2 };
      await writeFile(path.join(dir, `${mail.id}.json`), JSON.stringify(mail));
      const outbox = make({ deliver });
      await outbox.start();
      await outbox.drain();
      expect(server.attempts).toBe(0);
      expect(outbox.size).toBe(0);
      expect(await files()).toEqual([]);
    });

    it('still retries a mail the server refused or never received, however often', async () => {
      const { server, deliver } = fakeServer({ up: false });
      const outbox = make({ deliver });
      await outbox.add(enquiry('Ada'));
      await outbox.drain();
      for (let attempt = 0; attempt < 4; attempt++) {
        clock += 60_000;
        await outbox.drain();
      }
      expect(server.attempts).toBe(5);
      expect(outbox.size).toBe(1);
    });
  });

  describe('one owner per folder', () => {
    const lockFile = () => path.join(dir, 'owner.lock');

    it('lets one of two outboxes send; the other only queues, until the first closes', async () => {
      const { server, deliver } = fakeServer();
      const first = make({ deliver });
      const second = make({ deliver });
      await first.start();
      await second.start();
      expect([first.owner, second.owner]).toEqual([true, false]);

      await second.add(enquiry('Ada'));
      await second.drain();
      expect(server.sent).toEqual([]);
      await first.check();
      await first.drain();
      expect(server.sent).toEqual(['Ada']);

      await first.close();
      await second.add(enquiry('Ben'));
      await second.check();
      expect(second.owner).toBe(true);
      await second.drain();
      expect(server.sent).toEqual(['Ada', 'Ben']);
    });

    it('takes over a lock whose process is gone, or that nobody refreshed for long; not a live one', async () => {
      const { deliver } = fakeServer();
      const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
      await symlink(`dead ${gone} ${hostname()}`, lockFile());
      const outbox = make({ deliver });
      await outbox.start();
      expect(outbox.owner).toBe(true);
      expect((await readlink(lockFile())).split(' ')[1]).toBe(String(process.pid));
      await outbox.close();

      // Another machine's lock, refreshed a moment ago, stands; left for an hour, it is taken over.
      await symlink('far 1 elsewhere.example', lockFile());
      const waiting = make({ deliver });
      await waiting.start();
      expect(waiting.owner).toBe(false);
      const hourAgo = new Date(Date.now() - 3_600_000);
      await lutimes(lockFile(), hourAgo, hourAgo);
      await waiting.check();
      expect(waiting.owner).toBe(true);
    });

    it('stops sending when another process has taken its lock over', async () => {
      const { server, deliver } = fakeServer();
      const outbox = make({ deliver });
      await outbox.start();
      await unlink(lockFile());
      await symlink(`other ${process.pid} ${hostname()}`, lockFile());
      await outbox.check();
      expect(outbox.owner).toBe(false);
      await outbox.add(enquiry('Ada'));
      await outbox.drain();
      expect(server.sent).toEqual([]);
      expect(await files()).toHaveLength(1);
    });
  });
});
