import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@redis/client';
import { stopChild, waitUntil } from '../../scripts/net.mjs';
import { redisArgs, systemBinary } from '../../scripts/scale-out.mjs';

/** True once Redis answers PING: one that loads saved data accepts connections before it answers. */
async function pings(port: number): Promise<boolean> {
  const client = createClient({ url: `redis://127.0.0.1:${port}`, socket: { reconnectStrategy: false, connectTimeout: 1000 } });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } finally {
    client.destroy();
  }
}

/**
 * Debian's redis-server on a loopback port of its own, its files (log, saved data) in `dir`: for the unit tests and
 * the browser tests' scale-out.
 */
export async function startRedis(port: number, dir: string, { timeout = 10_000 } = {}): Promise<ChildProcess> {
  mkdirSync(dir, { recursive: true });
  const log = path.join(dir, 'redis.log');
  writeFileSync(log, '', { flag: 'a' });
  const child = spawn(systemBinary('redis-server'), redisArgs(port, dir), { stdio: 'ignore' });
  try {
    await waitUntil('redis-server', () => pings(port), { child, log, timeout, interval: 50 });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return child;
}

export { stopChild as stopRedis };
