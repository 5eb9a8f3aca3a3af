import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { origin } from './ports';
import { startTestServers } from './test-servers';
import { distDir, nextBin, nextStartArgs, variants, type Variant } from './variants';

const root = path.resolve(__dirname, '../..');

/** Where the variants' shared compilation is kept (with Turbopack's cache, so a rerun compiles only what changed). */
const COMPILED = '.next-e2e/compiled';

/** Runs one `next build` step; asynchronous, as the stand-in servers in this process must answer it. */
async function nextBuild(mode: 'compile' | 'generate', dist: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [nextBin, 'build', '--experimental-build-mode', mode], {
    cwd: root,
    env: { ...process.env, ...env, NEXT_DIST_DIR: dist, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const status = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (status !== 0) throw new Error(`next build --experimental-build-mode ${mode} (${dist}) failed:\n${output}`);
}

/**
 * The variants differ only in their settings, which Next reads when it generates the pages, not
 * when it compiles: one compilation, then each variant's pages (and headers) generated from a copy
 * of it with the variant's settings. Type checking is `npm run typecheck`'s job, not each build's.
 * E2E_REUSE_BUILD=1 keeps a variant generated with unchanged settings (for quick local runs).
 */
async function build(selected: Variant[]) {
  const stamp = (variant: Variant) => path.join(root, distDir(variant), 'e2e-settings.json');
  const settings = (variant: Variant) => JSON.stringify(variant.env);
  const stale = selected.filter(
    (variant) =>
      process.env.E2E_REUSE_BUILD !== '1' ||
      !existsSync(stamp(variant)) ||
      readFileSync(stamp(variant), 'utf8') !== settings(variant),
  );
  if (stale.length === 0) return;
  console.log(`[e2e] next build: compile once, generate ${stale.map((variant) => variant.name).join(', ')}`);
  await nextBuild('compile', COMPILED, variants[0]!.env);
  for (const variant of stale) {
    const dir = path.join(root, distDir(variant));
    rmSync(dir, { recursive: true, force: true });
    cpSync(path.join(root, COMPILED), dir, {
      recursive: true,
      filter: (source) => path.relative(path.join(root, COMPILED), source) !== 'cache',
    });
    await nextBuild('generate', distDir(variant), variant.env);
    writeFileSync(stamp(variant), settings(variant));
  }
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
    await build(selected);
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
