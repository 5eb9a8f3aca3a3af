import { spawn } from 'node:child_process';
import { freePort, whenAnswering } from './net.mjs';

// The bench scripts start `next start` through whenAnswering and must not leave it running when it fails.
describe('whenAnswering', () => {
  it('gives back the process once it answers HTTP', async () => {
    const port = await freePort();
    const server = `require('node:http').createServer((_, res) => res.end('ok')).listen(${port}, '127.0.0.1')`;
    const child = spawn(process.execPath, ['-e', server], { stdio: 'ignore' });
    try {
      await expect(whenAnswering('server', child, `http://127.0.0.1:${port}/`)).resolves.toBe(child);
    } finally {
      child.kill();
    }
  });

  it('fails, and stops the process, when it never answers', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const unanswered = whenAnswering('silent', child, `http://127.0.0.1:${port}/`, { timeout: 1_000 });
    await expect(unanswered).rejects.toThrow('silent did not answer');
    await exited;
  });
});
