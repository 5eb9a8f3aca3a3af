import { readFileSync } from 'node:fs';
import net from 'node:net';

// Free loopback ports and waiting for a started process to answer: shared by the test
// infrastructure (e2e/support, lib's unit tests of the contact receiver) and the scripts
// (the build's image step, the bench, archive cost), which are plain JavaScript.

/**
 * Listens on a loopback port, `preferred` when it is free, else any free one, and keeps it until
 * released (so several can be picked without one being picked twice).
 * @param {number} [preferred]
 * @returns {Promise<{ port: number, release: () => Promise<void> }>}
 */
export function holdPort(preferred = 0) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error) => (preferred ? resolve(holdPort(0)) : reject(error)));
    server.listen(preferred, '127.0.0.1', () => {
      const address = /** @type {net.AddressInfo} */ (server.address());
      resolve({ port: address.port, release: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/**
 * A loopback port that was free when asked.
 * @returns {Promise<number>}
 */
export async function freePort() {
  const { port, release } = await holdPort();
  await release();
  return port;
}

/**
 * Polls `check` until it holds (a check that throws has not held yet). Fails after `timeout` ms, or at
 * once when `child`, the process waited on, has exited; `log` is the file its output went to.
 * @param {string} what
 * @param {() => boolean | Promise<boolean>} check
 * @param {{ child?: { exitCode: number | null }, log?: string, timeout?: number, interval?: number }} [options]
 * @returns {Promise<void>}
 */
export async function waitUntil(what, check, { child, log, timeout = 60_000, interval = 250 } = {}) {
  const deadline = Date.now() + timeout;
  const seeLog = log ? `; see ${log}` : '';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`${what} exited early${seeLog}${log ? `:\n${readFileSync(log, 'utf8')}` : ''}`);
    }
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
  throw new Error(`${what} did not answer within ${timeout / 1000} s${seeLog}`);
}

/**
 * `child` once it answers HTTP at `url`; one that never does is stopped, so no server outlives the failure.
 * @template {import('node:child_process').ChildProcess} T
 * @param {string} what
 * @param {T} child
 * @param {string} url
 * @param {{ timeout?: number }} [options]
 * @returns {Promise<T>}
 */
export async function whenAnswering(what, child, url, { timeout } = {}) {
  try {
    await waitUntil(what, () => fetch(url).then(() => true), { child, timeout });
  } catch (error) {
    child.kill();
    throw error;
  }
  return child;
}

/**
 * Stops a started process: SIGTERM, then SIGKILL if it has not gone within 10 s.
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<void>}
 */
export function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
