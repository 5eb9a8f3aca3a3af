import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { EnquiryStore, enquiryStoreFor, openStoreFile, type OpenStoreFile } from './enquiry-store';

const enquiry = (n: number) => ({
  name: `Person ${n}`,
  email: `person${n}@example.com`,
  projectType: 'corporate' as const,
  // Long enough that an interleaved write would be visible as a broken line.
  message: `Message ${n} `.repeat(400),
});

describe('EnquiryStore', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'enquiries-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('creates the folder and appends one JSON line with an id and a timestamp', async () => {
    const file = path.join(dir, 'nested/folder/enquiries.jsonl');
    const store = new EnquiryStore(file);
    const stored = await store.append(enquiry(1), new Date('2026-05-01T10:00:00Z'));
    expect(stored.id).toMatch(/^1777629600000-[0-9a-f-]{36}$/);
    expect(await readFile(file, 'utf8')).toBe(
      `${JSON.stringify({ id: stored.id, receivedAt: '2026-05-01T10:00:00.000Z', ...enquiry(1) })}\n`,
    );
  });

  it('gives each enquiry its own id, even two alike in the same millisecond', async () => {
    const store = new EnquiryStore(path.join(dir, 'enquiries.jsonl'));
    const at = new Date('2026-05-01T10:00:00Z');
    const [first, second] = await Promise.all([store.append(enquiry(1), at), store.append(enquiry(1), at)]);
    expect(first.id).not.toBe(second.id);
  });

  it('keeps what is already in the file', async () => {
    const file = path.join(dir, 'enquiries.jsonl');
    await writeFile(file, '{"earlier":true}\n');
    await new EnquiryStore(file).append(enquiry(2));
    const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[1] ?? '').name).toBe('Person 2');
  });

  it('writes 200 concurrent appends as 200 intact lines', async () => {
    const file = path.join(dir, 'enquiries.jsonl');
    const store = new EnquiryStore(file);
    await Promise.all(Array.from({ length: 200 }, (_, n) => store.append(enquiry(n))));
    const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(200);
    const names = lines.map((line) => JSON.parse(line).name as string);
    expect(new Set(names).size).toBe(200);
    for (const line of lines) expect(JSON.parse(line).message).toMatch(/^(Message \d+ )+$/);
  });

  it('reports a failed write to its caller and still writes the next one', async () => {
    const blocker = path.join(dir, 'not-a-folder');
    await writeFile(blocker, '');
    const file = path.join(blocker, 'enquiries.jsonl');
    const store = new EnquiryStore(file);
    await expect(store.append(enquiry(1))).rejects.toThrow();

    // Once the folder can be created, the same store (and queue) carries on.
    await rm(blocker);
    await expect(store.append(enquiry(2))).resolves.toMatchObject({ name: 'Person 2' });
    expect((await readFile(file, 'utf8')).trimEnd().split('\n')).toHaveLength(1);
  });

  it('asks whether a record is there under the lock, so stores on one file write it once between them', async () => {
    const file = path.join(dir, 'reviews.jsonl');
    // Two stores stand for two processes: each takes the lock beside the file under a name of its own.
    const stores = [new EnquiryStore(file), new EnquiryStore(file)];
    const isThere = async () => (await readFile(file, 'utf8').catch(() => '')).includes('"id":"one-link"');
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, n) => stores[n % 2]!.appendRecordUnless({ id: 'one-link', n }, isThere)),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect((await readFile(file, 'utf8')).trimEnd().split('\n')).toHaveLength(1);

    // A question that fails fails its own record only.
    const failing = stores[0]!.appendRecordUnless({ id: 'two' }, () => Promise.reject(new Error('unreadable')));
    const next = stores[0]!.appendRecordUnless({ id: 'three' }, async () => false);
    await expect(failing).rejects.toThrow('unreadable');
    await expect(next).resolves.toEqual({ id: 'three' });
  });

  it('shares one store, and so one queue, per file', () => {
    const file = path.join(dir, 'shared.jsonl');
    expect(enquiryStoreFor(file)).toBe(enquiryStoreFor(path.join(dir, '.', 'shared.jsonl')));
  });

  it('removes control characters from single-line fields and keeps the message’s lines', async () => {
    const file = path.join(dir, 'enquiries.jsonl');
    const stored = await new EnquiryStore(file).append({
      name: 'Jo\r\nBcc: x@example.com\u0000\u001b[31m',
      email: 'jo@example.com\u0007',
      projectType: 'event',
      message: 'First line\r\nSecond\u0000 line\u2028\tend',
    });
    expect(stored).toMatchObject({
      name: 'JoBcc: x@example.com[31m',
      email: 'jo@example.com',
      message: 'First line\nSecond line\tend',
    });
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ name: 'JoBcc: x@example.com[31m' });
  });

  const names = async (file: string) =>
    (await readFile(file, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line).name);

  describe('when other processes write the same file', () => {
    it('finishes the whole line of the file’s end, and cuts away a torn one left by a process that stopped mid-write', async () => {
      const file = path.join(dir, 'enquiries.jsonl');
      const store = new EnquiryStore(file);
      const first = JSON.stringify(await store.append(enquiry(1)));
      await writeFile(file, `${first}\n{"id":"1777629600000-0f`);
      await store.append(enquiry(2));
      expect(await names(file)).toEqual(['Person 1', 'Person 2']);

      await writeFile(file, first);
      await store.append(enquiry(3));
      expect(await names(file)).toEqual(['Person 1', 'Person 3']);

      // Not the start of one of its lines: kept as it is, on a line of its own.
      await writeFile(file, `${first}\nnotes`);
      await store.append(enquiry(4));
      expect((await readFile(file, 'utf8')).split('\n')[1]).toBe('notes');
      expect(JSON.parse((await readFile(file, 'utf8')).split('\n')[2] ?? '').name).toBe('Person 4');
    });

    it('does not let another process append while a failed line is being cut back', async () => {
      const file = path.join(dir, 'enquiries.jsonl');
      let halfWritten!: () => void;
      const wroteHalf = new Promise<void>((resolve) => (halfWritten = resolve));
      let letFail!: () => void;
      const failing = new Promise<void>((resolve) => (letFail = resolve));
      const room = { bytes: Infinity };
      const first = new EnquiryStore(file, {
        openFile: async (name) => {
          const real = await openStoreFile(name);
          return {
            ...real,
            write: async (bytes, position) => {
              if (bytes.byteLength <= room.bytes) return real.write(bytes, position);
              await real.write(bytes.subarray(0, 500), position);
              halfWritten();
              await failing;
              throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
            },
          };
        },
      });
      let secondWaits!: () => void;
      const waiting = new Promise<void>((resolve) => (secondWaits = resolve));
      const second = new EnquiryStore(file, { onLockBusy: () => secondWaits() });

      await first.append(enquiry(1));
      room.bytes = 1000;
      const failed = first.append({ ...enquiry(7), message: 'A long brief. '.repeat(3000) });
      await wroteHalf;
      // The other process's enquiry arrives while half a line is on disk.
      const stored = second.append(enquiry(2));
      await Promise.race([stored, waiting]);
      letFail();
      await expect(failed).rejects.toMatchObject({ code: 'ENOSPC' });
      await stored;
      expect(await names(file)).toEqual(['Person 1', 'Person 2']);
      expect(await readdir(dir)).toEqual(['enquiries.jsonl']);
    });

    it('fails clearly, writing nothing, while another live process holds the file for too long', async () => {
      const file = path.join(dir, 'enquiries.jsonl');
      await symlink(`other ${process.pid} ${hostname()}`, `${file}.lock`);
      const store = new EnquiryStore(file, { lockWaitMs: 50 });
      await expect(store.append(enquiry(1))).rejects.toThrow(/another process/);
      expect(await readdir(dir)).toEqual(['enquiries.jsonl.lock']);

      await rm(`${file}.lock`);
      await store.append(enquiry(2));
      expect(await names(file)).toEqual(['Person 2']);
    });

    it('takes over the lock of a process that has ended', async () => {
      const file = path.join(dir, 'enquiries.jsonl');
      const ended = spawnSync(process.execPath, ['-e', '0']).pid;
      await symlink(`other ${ended} ${hostname()}`, `${file}.lock`);
      await new EnquiryStore(file, { lockWaitMs: 0 }).append(enquiry(1));
      expect(await names(file)).toEqual(['Person 1']);
    });
  });

  describe('when the disk fills part-way through a write', () => {
    /** The real file layer, except that writes stop with `code` once `room` more bytes are written. */
    function fillingDisk(code: 'ENOSPC' | 'EIO', failRollback = false) {
      const disk = { room: Infinity, failRollback };
      const openFile: OpenStoreFile = async (file) => {
        const real = await openStoreFile(file);
        return {
          ...real,
          write: async (bytes, position) => {
            if (bytes.byteLength <= disk.room) {
              disk.room -= bytes.byteLength;
              return real.write(bytes, position);
            }
            // Half a line reaches the disk, as it does when space runs out mid-write.
            const partial = Math.floor(disk.room);
            if (partial > 0) await real.write(bytes.subarray(0, partial), position);
            disk.room = 0;
            throw Object.assign(new Error(`${code}: no space left on device, write`), { code });
          },
          truncate: async (size) => {
            if (disk.failRollback) throw Object.assign(new Error('EIO: i/o error, ftruncate'), { code: 'EIO' });
            return real.truncate(size);
          },
        };
      };
      return { disk, openFile };
    }

    const large = { ...enquiry(7), message: 'A long brief. '.repeat(3000) };

    it.each(['ENOSPC', 'EIO'] as const)(
      '%s: the failed line is rolled back and the next enquiry is a whole line',
      async (code) => {
        const file = path.join(dir, 'enquiries.jsonl');
        const { disk, openFile } = fillingDisk(code);
        const store = new EnquiryStore(file, { openFile });
        await store.append(enquiry(1));
        const before = await readFile(file, 'utf8');

        disk.room = 1000;
        await expect(store.append(large)).rejects.toMatchObject({ code });
        expect(await readFile(file, 'utf8')).toBe(before);

        // Space is freed: the next enquiry is stored whole, after the earlier one.
        disk.room = Infinity;
        await store.append(enquiry(2));
        const lines = (await readFile(file, 'utf8')).split('\n');
        expect(lines.pop()).toBe('');
        expect(lines.map((line) => JSON.parse(line).name)).toEqual(['Person 1', 'Person 2']);
      },
    );

    it('keeps the whole lines of a burst in which one write fails', async () => {
      const file = path.join(dir, 'enquiries.jsonl');
      const { disk, openFile } = fillingDisk('ENOSPC');
      const store = new EnquiryStore(file, { openFile });
      const small = await store.append(enquiry(1));
      disk.room = JSON.stringify({ ...small, name: 'Person 2' }).length + 1 + 2000;
      const results = await Promise.allSettled([store.append(enquiry(2)), store.append(large), store.append(enquiry(3))]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
      disk.room = Infinity;
      await store.append(enquiry(4));
      const lines = (await readFile(file, 'utf8')).split('\n');
      expect(lines.pop()).toBe('');
      expect(lines.map((line) => JSON.parse(line).name)).toEqual(['Person 1', 'Person 2', 'Person 4']);
    });

    it('cuts the file back before the next write when the rollback itself failed', async () => {
      const file = path.join(dir, 'enquiries.jsonl');
      const { disk, openFile } = fillingDisk('EIO', true);
      const store = new EnquiryStore(file, { openFile });
      await store.append(enquiry(1));
      disk.room = 500;
      await expect(store.append(large)).rejects.toMatchObject({ code: 'EIO' });
      // Half a line is left on disk for now ...
      expect((await readFile(file, 'utf8')).endsWith('\n')).toBe(false);

      // ... and is cut away before the next enquiry is written.
      disk.room = Infinity;
      disk.failRollback = false;
      await store.append(enquiry(2));
      const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
      expect(lines.map((line) => JSON.parse(line).name)).toEqual(['Person 1', 'Person 2']);
    });
  });
});
