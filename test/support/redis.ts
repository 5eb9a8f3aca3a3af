import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import path from 'node:path';
import { waitUntil } from '../../e2e/support/net.mjs';
import { redisArgs, systemBinary } from '../../scripts/scale-out.mjs';

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Debian's redis-server as the scale-out tests start it: on a loopback port of its own, nothing saved to disk. */
export async function startRedis(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(systemBinary('redis-server'), redisArgs(port, dir), { stdio: 'ignore' });
  try {
    await waitUntil('redis-server', () => answers(port), {
      child,
      log: path.join(dir, 'redis.log'),
      timeout: 10_000,
      interval: 50,
    });
  } catch (error) {
    child.kill();
    throw error;
  }
  return child;
}

export const stopRedis = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
