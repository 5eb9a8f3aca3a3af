#!/usr/bin/env node
/**
 * npm run bench: builds and serves the production site, then measures it.
 *  - Lighthouse (mobile, default settings, Debian's Chromium): five rounds, each over every route
 *    and both baselines in turn; per page the median, the spread, and React DOM's evaluation time;
 *  - per route, the HTML bytes and the JavaScript the page loads (gzip), beside an empty
 *    Next.js page built with the same Next.js version;
 *  - the same audits of that empty page and of a minimal styled page (a heading and a paragraph),
 *    the framework's own floor on this machine;
 *  - a loopback load run (autocannon) on / and a blog post: one instance alone, then one and
 *    two instances sharing Redis behind nginx (README, "Beyond one machine").
 * Prints one table and writes it as JSON to .bench/results.json (git-ignored).
 * BENCH_SKIP_BUILD=1 reuses the last builds; BENCH_RUNS sets the Lighthouse rounds;
 * BENCH_LOAD_ONLY=1 runs only the load figures.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { copyBuild } from '../e2e/support/build-copy.mjs';
import { freePort, waitUntil } from '../e2e/support/net.mjs';
import { chromiumFlags as chromeFlags, chromiumPath as chromePath } from './chromium.mjs';
import { nginxArgs, nginxConfig, redisArgs, systemBinary } from './scale-out.mjs';

const root = path.resolve(import.meta.dirname, '..');
const benchDir = path.join(root, '.bench');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LOAD_ONLY = process.env.BENCH_LOAD_ONLY === '1';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/**
 * The framework's own floor, built with this project's Next.js:
 *  - empty: a bare App Router page, the baseline for JavaScript size;
 *  - minimal: a heading and a paragraph styled by a 200-byte stylesheet, no client component and
 *    no font or image: the least a content page can be, so its Lighthouse figures are the best
 *    any page of the site could score on this machine.
 */
const baselineApps = {
  empty: {
    'app/layout.jsx': 'export default function Layout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n',
    'app/page.jsx': 'export default function Page() { return <h1>Empty</h1>; }\n',
  },
  minimal: {
    'app/layout.jsx': [
      "import './page.css';",
      "export const metadata = { title: 'Minimal page', description: 'A heading and a paragraph.' };",
      'export default function Layout({ children }) { return <html lang="en"><body>{children}</body></html>; }',
      '',
    ].join('\n'),
    'app/page.css': [
      'body { margin: 0 auto; max-width: 40rem; padding: 2rem; font-family: system-ui, sans-serif; color: #111; }',
      'h1 { font-size: 2.5rem; line-height: 1.1; }',
      'p { font-size: 1.25rem; line-height: 1.6; }',
      '',
    ].join('\n'),
    'app/page.jsx': [
      'export default function Page() {',
      '  return (<main><h1>Films for brands and events</h1><p>Event highlights, brand films, product adverts and',
      '  social content, filmed across Sussex, London and the rest of the UK.</p></main>);',
      '}',
      '',
    ].join('\n'),
  },
};

function buildBaselineApp(name) {
  const dir = path.join(benchDir, `${name}-app`);
  if (process.env.BENCH_SKIP_BUILD === '1') return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  writeFileSync(path.join(dir, 'next.config.mjs'), `export default { turbopack: { root: ${JSON.stringify(root)} } };\n`);
  for (const [file, text] of Object.entries(baselineApps[name])) writeFileSync(path.join(dir, file), text);
  run(process.execPath, [nextBin, 'build', dir], { cwd: root, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  return dir;
}

async function serve(dir, port, env = {}) {
  const child = spawn(process.execPath, [nextBin, 'start', dir, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  child.kill();
  throw new Error(`next start ${dir} did not answer`);
}

/**
 * HTML bytes and the gzip size of every script the page loads, measured in a real browser; of it,
 * the scripts its HTML does not name: mostly the chunks of the pages its links in view lead to,
 * which the router fetches ahead so that following them needs no script.
 */
async function pageWeight(browser, url) {
  const page = await browser.newPage();
  const scripts = new Map();
  let reactDomPath = null;
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      scripts.set(response.url(), gzipSync(body).length);
      // React DOM's client names its root key so, in every build; the chunk holding it is hydration's.
      if (body.includes('__reactContainer$')) reactDomPath = new URL(response.url()).pathname;
    } catch {
      // A response without a body (redirect, aborted) loads no script.
    }
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  const html = await response.text();
  await page.close();
  const sum = (entries) => entries.reduce((total, [, size]) => total + size, 0);
  return {
    htmlBytes: Buffer.byteLength(html),
    jsGzipBytes: sum([...scripts]),
    jsAheadGzipBytes: sum([...scripts].filter(([address]) => !html.includes(new URL(address).pathname))),
    scripts: scripts.size,
    reactDomPath,
  };
}

/** One Lighthouse run of a page; null when Lighthouse itself could not complete it (no score). */
async function lighthouseOnce(url, reactDomPath) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (lhr.runtimeError || lhr.categories.performance.score === null) {
      process.stdout.write(`  run failed (${lhr.runtimeError?.code ?? 'no score'}), repeating\n`);
      return null;
    }
    const bootup = lhr.audits['bootup-time'].details?.items ?? [];
    const reactDom = bootup.find((item) => reactDomPath && URL.canParse(item.url) && new URL(item.url).pathname === reactDomPath);
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      totalBytes: lhr.audits['total-byte-weight'].numericValue,
      // Evaluation of React DOM's chunk: hydration's cost grows with the DOM it walks.
      reactDomMs: reactDom ? Math.round(reactDom.scripting) : null,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * RUNS rounds, each over every page in turn, so a noisy moment on the machine weighs on all of
 * them alike; then per page the median of each figure and the spread (lowest to highest) of the
 * performance score, LCP and TBT.
 */
async function lighthouseRounds(pages) {
  const runs = new Map(pages.map((page) => [page.url, []]));
  for (let round = 1; round <= RUNS; round++) {
    for (const page of pages) {
      process.stdout.write(`lighthouse round ${round}/${RUNS} ${page.label} ...\n`);
      let result = null;
      for (let attempt = 0; attempt <= RUNS && !result; attempt++) result = await lighthouseOnce(page.url, page.reactDomPath);
      if (!result) throw new Error(`Lighthouse could not measure ${page.url}`);
      runs.get(page.url).push(result);
    }
  }
  const spread = (values) => `${Math.min(...values)}–${Math.max(...values)}`;
  return new Map(
    [...runs].map(([url, list]) => [
      url,
      {
        ...Object.fromEntries(Object.keys(list[0]).map((key) => [key, median(list.map((run) => run[key]))])),
        performanceSpread: spread(list.map((run) => run.performance)),
        lcpSpread: spread(list.map((run) => run.lcpMs)),
        tbtSpread: spread(list.map((run) => run.tbtMs)),
      },
    ]),
  );
}

async function load(url, setup = 'one instance') {
  // Other work on the machine weighs on every figure: the load average says how much there was.
  const machineLoad = Number(os.loadavg()[0].toFixed(1));
  const result = await autocannon({ url, connections: 50, duration: 15 });
  return {
    setup,
    machineLoad,
    url: new URL(url).pathname,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * The same load through nginx in front of one, then two, instances of the build sharing one
 * Redis (each instance on its own copy of the build output, as on separate machines).
 */
async function scaleOutLoad(siteDir, post) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-bench-'));
  const children = [];
  const started = (child) => (children.push(child), child);
  try {
    const redisPort = await freePort();
    mkdirSync(path.join(dir, 'redis'));
    const redis = started(
      spawn(systemBinary('redis-server'), redisArgs(redisPort, path.join(dir, 'redis')), { stdio: 'ignore' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (redis.exitCode !== null) throw new Error('redis-server exited');
    const instances = [];
    for (const name of ['a', 'b']) {
      const dist = path.join('.bench', `dist-${name}`);
      copyBuild(path.join(root, siteDir), path.join(root, dist));
      const port = await freePort();
      instances.push(`127.0.0.1:${port}`);
      started(await serve(root, port, { NEXT_DIST_DIR: dist, REDIS_URL: `redis://127.0.0.1:${redisPort}` }));
    }
    const runs = [];
    for (const [setup, upstreams] of [
      ['one instance + Redis, via nginx', instances.slice(0, 1)],
      ['two instances + Redis, via nginx', instances],
    ]) {
      const port = await freePort();
      const prefix = path.join(dir, `nginx-${upstreams.length}`);
      mkdirSync(prefix);
      writeFileSync(path.join(prefix, 'nginx.conf'), nginxConfig({ port, prefix, upstreams }));
      const nginx = started(spawn(systemBinary('nginx'), nginxArgs(prefix), { stdio: 'ignore' }));
      const origin = `http://127.0.0.1:${port}`;
      await waitUntil('nginx', () => fetch(origin).then(() => true), { child: nginx });
      // Every instance renders each page once and stores it in Redis before the load starts.
      for (let i = 0; i < 4; i++) for (const route of ['/', post]) await fetch(origin + route);
      runs.push(await load(`${origin}/`, setup), await load(origin + post, setup));
      nginx.kill();
    }
    return runs;
  } finally {
    for (const child of children) child.kill();
    rmSync(dir, { recursive: true, force: true });
    for (const name of ['a', 'b']) rmSync(path.join(root, '.bench', `dist-${name}`), { recursive: true, force: true });
  }
}

async function firstPostPath(origin) {
  const html = await (await fetch(`${origin}/blog`)).text();
  const match = html.match(/href="(\/blog\/[^"#?]+)"/);
  if (!match) throw new Error('no blog post linked from /blog');
  return match[1];
}

/** Page weights and Lighthouse audits of the site's routes and of the two baseline pages. */
async function audits(origin, post) {
  const emptyDir = buildBaselineApp('empty');
  const minimalDir = buildBaselineApp('minimal');
  const [emptyPort, minimalPort] = await Promise.all([freePort(), freePort()]);
  const emptyPageUrl = `http://127.0.0.1:${emptyPort}/`;
  const minimalPageUrl = `http://127.0.0.1:${minimalPort}/`;
  const emptyServer = await serve(emptyDir, emptyPort);
  const minimalServer = await serve(minimalDir, minimalPort);
  try {
    const routes = [
      '/',
      '/portfolio',
      '/portfolio/coke-spec-ad',
      '/corporate-videography',
      '/lewes-videographer',
      '/contact',
      '/blog',
      post,
    ];

    const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
    const empty = await pageWeight(browser, emptyPageUrl);
    const minimal = await pageWeight(browser, minimalPageUrl);
    const rows = [];
    for (const route of routes) {
      const weight = await pageWeight(browser, origin + route);
      rows.push({ route, ...weight, jsAboveEmptyBytes: weight.jsGzipBytes - empty.jsGzipBytes });
    }
    await browser.close();

    // The two baseline pages are measured in the same rounds: what Next.js alone scores here, now.
    const measured = await lighthouseRounds([
      ...rows.map((row) => ({ label: row.route, url: origin + row.route, reactDomPath: row.reactDomPath })),
      { label: '(empty Next.js page)', url: emptyPageUrl, reactDomPath: empty.reactDomPath },
      { label: '(minimal page)', url: minimalPageUrl, reactDomPath: minimal.reactDomPath },
    ]);
    for (const row of rows) Object.assign(row, measured.get(origin + row.route));
    Object.assign(empty, measured.get(emptyPageUrl));
    Object.assign(minimal, measured.get(minimalPageUrl));
    return { empty, minimal: { ...minimal, jsAboveEmptyBytes: minimal.jsGzipBytes - empty.jsGzipBytes }, rows };
  } finally {
    for (const server of [emptyServer, minimalServer]) server.kill();
  }
}

function printAudits({ empty, minimal, rows }) {
  console.log(`\nEmpty Next.js page: HTML ${empty.htmlBytes} B, JS ${(empty.jsGzipBytes / 1024).toFixed(1)} KB gzip\n`);
  const baselineRows = [
    { route: '(empty Next.js page)', ...empty, jsAboveEmptyBytes: 0 },
    { route: '(minimal page, stylesheet)', ...minimal },
  ];
  console.table(
    [...rows, ...baselineRows].map((row) => ({
      route: row.route,
      perf: row.performance,
      'perf spread': row.performanceSpread,
      a11y: row.accessibility,
      bp: row.bestPractices,
      seo: row.seo,
      'LCP ms': row.lcpMs,
      'LCP spread': row.lcpSpread,
      'TBT ms': row.tbtMs,
      'TBT spread': row.tbtSpread,
      'React DOM ms': row.reactDomMs,
      CLS: row.cls,
      'total KB': Math.round(row.totalBytes / 1024),
      'HTML KB': (row.htmlBytes / 1024).toFixed(1),
      'JS KB gz': (row.jsGzipBytes / 1024).toFixed(1),
      'JS over empty KB': (row.jsAboveEmptyBytes / 1024).toFixed(1),
      'JS fetched ahead KB': (row.jsAheadGzipBytes / 1024).toFixed(1),
    })),
  );
}

async function main() {
  mkdirSync(benchDir, { recursive: true });
  const siteDir = '.next-bench';
  const siteEnv = { NEXT_DIST_DIR: siteDir };
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    run(process.execPath, [nextBin, 'build'], { cwd: root, env: { ...process.env, ...siteEnv, NEXT_TELEMETRY_DISABLED: '1' } });
  }

  const sitePort = await freePort();
  const origin = `http://127.0.0.1:${sitePort}`;
  const siteServer = await serve(root, sitePort, siteEnv);
  let post;
  let audited = null;
  let loadRuns;
  try {
    post = await firstPostPath(origin);
    if (!LOAD_ONLY) audited = await audits(origin, post);
    loadRuns = [await load(`${origin}/`), await load(origin + post)];
  } finally {
    siteServer.kill();
  }
  // Alone on the machine: the single instance above is stopped before these start.
  loadRuns.push(...(await scaleOutLoad(siteDir, post)));

  const results = {
    measuredAt: new Date().toISOString(),
    cpus: os.cpus().length,
    ...(audited && {
      lighthouseRuns: RUNS,
      emptyNextPage: audited.empty,
      minimalStyledPage: audited.minimal,
      routes: audited.rows,
    }),
    load: loadRuns,
  };
  writeFileSync(path.join(benchDir, LOAD_ONLY ? 'load.json' : 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  if (audited) printAudits(audited);
  console.table(loadRuns);
  console.log(`Written to .bench/${LOAD_ONLY ? 'load.json' : 'results.json'} (${results.cpus} CPUs)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
