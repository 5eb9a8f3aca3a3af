import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StoredEnquiry } from './enquiry-store';
import { Outbox, outboxDirFor, type OutboxOptions, type PendingMail } from './outbox';

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
  const outboxes: Outbox[] = [];
  const make = (options: Partial<OutboxOptions> & Pick<OutboxOptions, 'deliver'>) => {
    const outbox = new Outbox({ dir, retryMs: 1000, retryMaxMs: 8000, now: () => clock, log: () => undefined, ...options });
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
    let release!: () => void;
    const sent: string[] = [];
    const outbox = make({
      deliver: async (mail) => {
        await new Promise<void>((resolve) => (release = resolve));
        sent.push(mail.id);
      },
    });
    await outbox.add(enquiry('Ada'));
    const passes = [outbox.drain(), outbox.drain(), outbox.drain()];
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
  });

  it('lives in a folder beside the enquiries file', () => {
    expect(outboxDirFor('/srv/site/.data/enquiries.jsonl')).toBe('/srv/site/.data/enquiries-outbox');
  });
});
