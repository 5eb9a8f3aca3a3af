import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stopChild, waitUntil } from '../../scripts/net.mjs';
import { copyBuild } from './build-copy.mjs';
import { origin } from './ports';
import { startTestServers } from './test-servers';
import { distDir, nextBin, nextStartArgs, stamp, variantByName, variants, type Variant } from './variants';

const root = path.resolve(__dirname, '../..');
const finishBuild = path.join(root, 'scripts/finish-build.mjs');

/** Runs a build command on the build folder `dist`; asynchronous, as the stand-in servers in this process must answer it. */
async function runBuild(command: string, args: string[], dist: string, env: Record<string, string>) {
  const child = spawn(command, args, {
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
  writeFileSync(`${dist}.build.log`, output, { flag: 'a' });
  if (status !== 0) throw new Error(`${[command, ...args].join(' ')} (${dist}) failed:\n${output}`);
}

/**
 * The main variant is built by `npm run build`, the deploy command, so the tests run what ships. The
 * others differ from it only in their settings, which Next reads when it generates the pages, not
 * when it compiles: each generates its pages (and headers) into a copy of main's compiled output,
 * then gets the build's finishing steps. E2E_REUSE_BUILD=1 keeps a variant built with unchanged
 * settings (for quick local runs).
 */
async function build(selected: Variant[]) {
  const settings = (variant: Variant) => JSON.stringify(variant.env);
  const reusable = (variant: Variant) =>
    process.env.E2E_REUSE_BUILD === '1' &&
    existsSync(stamp(variant)) &&
    readFileSync(stamp(variant), 'utf8') === settings(variant);
  const stale = selected.filter((variant) => !reusable(variant));
  if (stale.length === 0) return;
  const main = variantByName('main');
  const generated = stale.filter((variant) => variant !== main);
  console.log(`[e2e] npm run build of main, then generate ${generated.map((variant) => variant.name).join(', ') || 'no other'}`);
  let started = Date.now();
  if (!reusable(main)) {
    rmSync(`${distDir(main)}.build.log`, { force: true });
    await runBuild('npm', ['run', 'build'], distDir(main), main.env);
    writeFileSync(stamp(main), settings(main));
    console.log(`[e2e] main built in ${seconds(started)}`);
  }
  started = Date.now();
  // Side by side: the offline variant's build spends most of its time waiting for Contentful.
  await Promise.all(
    generated.map(async (variant) => {
      copyBuild(path.join(root, distDir(main)), path.join(root, distDir(variant)), { pages: false });
      rmSync(`${distDir(variant)}.build.log`, { force: true });
      await runBuild(
        process.execPath,
        [nextBin, 'build', '--experimental-build-mode', 'generate'],
        distDir(variant),
        variant.env,
      );
      await runBuild(process.execPath, [finishBuild], distDir(variant), variant.env);
      writeFileSync(stamp(variant), settings(variant));
      console.log(`[e2e] ${variant.name} generated in ${seconds(started)}`);
    }),
  );
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

const answers = (url: string) =>
  fetch(url, { redirect: 'manual' }).then(
    () => true,
    () => false,
  );

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
  // Each server is waited for: one still stopping could write its cache into the next run's fresh build.
  const stopAll = async () => {
    await Promise.all(children.map(stopChild));
    await Promise.all(servers.map((server) => server.stop()));
  };
  try {
    const selected = selectedVariants();
    await build(selected);
    await Promise.all(
      selected.map((variant) => {
        const child = start(variant);
        children.push(child);
        const log = path.join(root, `.next-e2e/${variant.name}.log`);
        const url = origin(variant.port);
        // Only this child's own "Ready" counts: another run on this machine may answer on the port.
        return waitUntil(
          `next start (${variant.name})`,
          async () => readFileSync(log, 'utf8').includes('Ready in') && (await answers(url)),
          { child, log },
        );
      }),
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
