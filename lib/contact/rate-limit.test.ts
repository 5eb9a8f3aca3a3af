/**
 * @jest-environment node
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@redis/client';
import { waitUntil } from '@/scripts/net.mjs';
import { startRedis, stopRedis as stop } from '@/test/support/redis';
import { freePort } from '@/test/support/smtp-inbox';
import { createEnquiryLimiter } from './rate-limit';

/** Clients connected to Redis, this question's own included. */
async function connectedClients(url: string): Promise<number> {
  const client = createClient({ url });
  await client.connect();
  try {
    const info = await client.info('clients');
    return Number(/connected_clients:(\d+)/.exec(info)?.[1] ?? 0);
  } finally {
    client.destroy();
  }
}

const until = (check: () => Promise<boolean>) => waitUntil('the condition', check, { timeout: 10_000, interval: 20 });

describe('the enquiry limit shared through Redis', () => {
  let dir: string;
  let redis: ChildProcess;
  let redisUrl: string;
  let errorSpy: jest.SpyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kestrel-limit-'));
    const port = await freePort();
    redisUrl = `redis://127.0.0.1:${port}`;
    redis = await startRedis(port, dir);
  });

  beforeEach(() => {
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'info').mockImplementation(() => {});
  });

  afterEach(() => jest.restoreAllMocks());

  afterAll(async () => {
    await stop(redis);
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts one client across instances: the post past the limit is refused whichever instance gets it', async () => {
    const settings = { points: 3, windowSeconds: 60, redisUrl };
    const a = createEnquiryLimiter(settings);
    const b = createEnquiryLimiter(settings);
    const client = `203.0.113.${Date.now() % 200}`;
    // Both instances connect in the background; until then they would count in memory.
    await until(async () => (await connectedClients(redisUrl)) >= 3);
    expect(await a.take(client)).toEqual({ allowed: true });
    expect(await b.take(client)).toEqual({ allowed: true });
    expect(await a.take(client)).toEqual({ allowed: true });
    const verdict = await b.take(client);
    expect(verdict.allowed).toBe(false);
    expect(verdict.allowed === false && verdict.retryAfterMs).toBeGreaterThan(50_000);
    // Another client is counted on its own.
    expect(await b.take('198.51.100.7')).toEqual({ allowed: true });
    a.close?.();
    b.close?.();
  });

  it('counts each form on its own: a client who used up the review form’s budget may still send an enquiry', async () => {
    const settings = { points: 2, windowSeconds: 60, redisUrl };
    const enquiries = createEnquiryLimiter(settings);
    const reviews = createEnquiryLimiter({ ...settings, form: 'review' });
    const client = `198.51.100.${Date.now() % 200}`;
    await until(async () => (await connectedClients(redisUrl)) >= 3);
    for (let i = 0; i < 2; i += 1) expect(await reviews.take(client)).toEqual({ allowed: true });
    expect((await reviews.take(client)).allowed).toBe(false);
    expect(await enquiries.take(client)).toEqual({ allowed: true });
    enquiries.close?.();
    reviews.close?.();
  });

  it('without Redis each instance counts alone (the control for the test above)', async () => {
    const a = createEnquiryLimiter({ points: 3, windowSeconds: 60 });
    const b = createEnquiryLimiter({ points: 3, windowSeconds: 60 });
    for (let i = 0; i < 3; i += 1) expect(await a.take('203.0.113.1')).toEqual({ allowed: true });
    expect(await b.take('203.0.113.1')).toEqual({ allowed: true });
    expect((await a.take('203.0.113.1')).allowed).toBe(false);
  });

  it('keeps limiting in memory while Redis is down, and logs the outage once', async () => {
    const port = await freePort();
    const limiter = createEnquiryLimiter({ points: 2, windowSeconds: 60, redisUrl: `redis://127.0.0.1:${port}` });
    await until(async () => errorSpy.mock.calls.length > 0);
    expect(await limiter.take('203.0.113.9')).toEqual({ allowed: true });
    expect(await limiter.take('203.0.113.9')).toEqual({ allowed: true });
    expect((await limiter.take('203.0.113.9')).allowed).toBe(false);
    expect(errorSpy.mock.calls.filter(([line]) => String(line).includes('Redis is unreachable'))).toHaveLength(1);
    limiter.close?.();
  });
});
