import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { origin } from './ports';
import { startTestServers } from './test-servers';
import { distDir, nextStartArgs, variants, type Variant } from './variants';

const root = path.resolve(__dirname, '../..');
const nextBin = require.resolve('next/dist/bin/next', { paths: [root] });

/**
 * E2E_REUSE_BUILD=1 skips a build whose settings are unchanged (for quick local runs).
 * Asynchronous: the stand-in servers live in this process and must answer the build.
 */
async function build(variant: Variant) {
  const dir = path.join(root, distDir(variant));
  const stamp = path.join(dir, 'e2e-settings.json');
  const settings = JSON.stringify(variant.env);
  if (process.env.E2E_REUSE_BUILD === '1' && existsSync(stamp) && readFileSync(stamp, 'utf8') === settings) return;
  console.log(`[e2e] next build (${variant.name})`);
  // `next build` keeps its data cache: blog posts cached by an earlier run would leak into this one.
  rmSync(path.join(dir, 'cache', 'fetch-cache'), { recursive: true, force: true });
  const child = spawn(process.execPath, [nextBin, 'build'], {
    cwd: root,
    env: { ...process.env, ...variant.env, NEXT_DIST_DIR: distDir(variant), NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const status = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (status !== 0) {
    throw new Error(`next build (${variant.name}) failed:\n${output}`);
  }
  writeFileSync(stamp, settings);
}

const answers = (url: string) =>
  fetch(url, { redirect: 'manual' }).then(
    () => true,
    () => false,
  );

async function waitUntilUp(url: string, child: ChildProcess, log: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited early; see ${log}:\n${readFileSync(log, 'utf8')}`);
    // Only this child's own "Ready" counts: another run on this machine may answer on the port.
    if (readFileSync(log, 'utf8').includes('Ready in') && (await answers(url))) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`next start did not answer on ${url} within 60 s; see ${log}`);
}

function start(variant: Variant): ChildProcess {
  const log = path.join(root, `.next-e2e/${variant.name}.log`);
  const out = openSync(log, 'w');
  return spawn(process.execPath, [nextBin, ...nextStartArgs(variant.port)], {
    cwd: root,
    env: { ...process.env, ...variant.env, NEXT_DIST_DIR: distDir(variant), NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', out, out],
  });
}

/**
 * E2E_VARIANTS=main (a comma-separated list) builds and serves only those variants, for a
 * quick run of one project's tests (`--project=main`); the full run serves them all.
 */
function selectedVariants(): Variant[] {
  const names = process.env.E2E_VARIANTS?.split(',').filter(Boolean);
  return names?.length ? variants.filter((variant) => names.includes(variant.name)) : variants;
}

export default async function globalSetup() {
  mkdirSync(path.join(root, '.next-e2e'), { recursive: true });
  const servers = await startTestServers();
  const children: ChildProcess[] = [];
  const stopAll = async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.stop()));
  };
  try {
    const selected = selectedVariants();
    for (const variant of selected) await build(variant);
    for (const variant of selected) {
      const child = start(variant);
      children.push(child);
      await waitUntilUp(origin(variant.port), child, path.join(root, `.next-e2e/${variant.name}.log`));
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
