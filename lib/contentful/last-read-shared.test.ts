/**
 * @jest-environment node
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@redis/client';
import { waitUntil } from '@/scripts/net.mjs';
import { startRedis, stopRedis } from '@/test/support/redis';
import { freePort } from '@/test/support/smtp-inbox';

// The last good reads shared through Redis leave it by themselves once no instance writes them: each deploy is a new
// build, with keys of its own, and Redis would otherwise keep every old build's reads for ever.

let redis: ChildProcess;
let client: ReturnType<typeof createClient>;
let dir: string;
let lastReadModule: typeof import('./last-read');

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kestrel-shared-reads-'));
  const port = await freePort();
  redis = await startRedis(port, dir);
  const build = path.join(dir, 'build');
  mkdirSync(build);
  writeFileSync(path.join(build, 'BUILD_ID'), 'build-one');
  // Before lib/env.ts is imported: it reads the settings once.
  Object.assign(process.env, { REDIS_URL: `redis://127.0.0.1:${port}`, NEXT_DIST_DIR: build });
  lastReadModule = await import('./last-read');
  client = createClient({ url: process.env.REDIS_URL });
  await client.connect();
});
afterAll(async () => {
  lastReadModule.closeSharedReads();
  client.destroy();
  await stopRedis(redis);
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => jest.restoreAllMocks());

let stores = 0;
/** The Redis keys of a new store of its own. */
async function storeKeys(everyBuild: boolean) {
  const name = `shared-${++stores}`;
  const read = lastReadModule.lastRead<{ films: string[] }>(name, 'test content', { everyBuild });
  // Kept again until Redis has it: the site's own connection may not be up yet, and a read it missed is written again.
  await waitUntil(
    'the read in Redis',
    async () => {
      read.keep({ films: ['a'] });
      return (await client.keys(`*:${name}`)).length === 1;
    },
    { timeout: 5000, interval: 20 },
  );
  const [key] = await client.keys(`*:${name}`);
  return { read, key: key! };
}

const ttl = (key: string) => client.ttl(key);

describe('a last read in Redis', () => {
  it.each([
    ['of one build', false],
    ['kept for every build (the types the space has held)', true],
  ])('%s expires a while after the last write', async (_, everyBuild) => {
    const { key } = await storeKeys(everyBuild);
    expect(key.includes('build-one')).toBe(!everyBuild);
    const seconds = await ttl(key);
    expect(seconds).toBeGreaterThan(lastReadModule.SHARED_KEEP_SECONDS - 60);
    expect(seconds).toBeLessThanOrEqual(lastReadModule.SHARED_KEEP_SECONDS);
  });

  it('of a build still running stays: an unchanged read is written again once a day, not on every read', async () => {
    const { read, key } = await storeKeys(false);
    await client.expire(key, 100);
    read.keep({ films: ['a'] });
    // A change of another store, on the same connection, lands after anything this keep would have written.
    const other = await storeKeys(false);
    other.read.keep({ films: ['z'] });
    await waitUntil('the other store in Redis', async () => ((await client.get(other.key)) ?? '').includes('"z"'), {
      timeout: 5000,
      interval: 20,
    });
    // Written at most once a day: the key keeps the expiry it had.
    expect(await ttl(key)).toBeLessThanOrEqual(100);

    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + lastReadModule.SHARED_REFRESH_MS + 1000);
    read.keep({ films: ['a'] });
    await waitUntil('the expiry renewed', async () => (await ttl(key)) > 100, { timeout: 5000, interval: 20 });
  });

  it('that changed is written at once', async () => {
    const { read, key } = await storeKeys(false);
    read.keep({ films: ['a', 'b'] });
    await waitUntil('the new read in Redis', async () => ((await client.get(key)) ?? '').includes('"b"'), {
      timeout: 5000,
      interval: 20,
    });
  });
});
