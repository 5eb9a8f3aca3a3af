import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';

/** Debian's redis-server, on a loopback port of its own with nothing saved to disk. */
const redisBinary = ['/usr/sbin/redis-server', '/usr/bin/redis-server'].find(existsSync) ?? 'redis-server';

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export async function startRedis(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(
    redisBinary,
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (await answers(port)) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill();
  throw new Error('redis-server did not start');
}

export const stopRedis = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
