import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { reviewFiles } from './files';

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'kestrel-review-secret-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A fresh copy of the module, as another process would load it (no secret remembered). */
const freshModule = () => {
  let loaded!: typeof import('./files');
  jest.isolateModules(() => {
    loaded = jest.requireActual('./files');
  });
  return loaded;
};

describe('the review link secret', () => {
  it('lives beside the enquiries file, as its outbox does', () => {
    expect(reviewFiles('/srv/site/.data/enquiries.jsonl')).toEqual({
      reviews: '/srv/site/.data/enquiries-reviews.jsonl',
      secret: '/srv/site/.data/enquiries-review-secret',
      requests: '/srv/site/.data/enquiries-review-requests.jsonl',
    });
  });

  it('is the setting when there is one, and then writes nothing', async () => {
    const file = path.join(dir, 'secret');
    expect(await freshModule().reviewSecret('x'.repeat(40), file)).toBe('x'.repeat(40));
    expect(await readdir(dir)).toEqual([]);
  });

  it('is made once, readable by its owner only, and the same for every process that asks, even at once', async () => {
    const file = path.join(dir, 'data', 'enquiries-review-secret');
    const secrets = await Promise.all(Array.from({ length: 8 }, () => freshModule().reviewSecret(undefined, file)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(file, 'utf8').trim()).toBe(secrets[0]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // No temporary file is left behind.
    expect(await readdir(path.dirname(file))).toEqual(['enquiries-review-secret']);
    expect(await freshModule().reviewSecret(undefined, file)).toBe(secrets[0]);
  });
});
