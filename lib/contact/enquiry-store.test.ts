import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EnquiryStore, enquiryStoreFor } from './enquiry-store';

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

  it('creates the folder and appends one JSON line with a timestamp', async () => {
    const file = path.join(dir, 'nested/folder/enquiries.jsonl');
    const store = new EnquiryStore(file);
    await store.append(enquiry(1), new Date('2026-05-01T10:00:00Z'));
    expect(await readFile(file, 'utf8')).toBe(`${JSON.stringify({ receivedAt: '2026-05-01T10:00:00.000Z', ...enquiry(1) })}\n`);
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

  it('shares one store, and so one queue, per file', () => {
    const file = path.join(dir, 'shared.jsonl');
    expect(enquiryStoreFor(file)).toBe(enquiryStoreFor(path.join(dir, '.', 'shared.jsonl')));
  });
});
