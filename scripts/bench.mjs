#!/usr/bin/env node
/**
 * npm run bench: builds and serves the production site, then measures it.
 *  - Lighthouse (mobile, default settings, Debian's Chromium), three runs per route, median;
 *  - per route, the HTML bytes and the JavaScript the page loads (gzip), beside an empty
 *    Next.js page built with the same Next.js version;
 *  - the same audits of that empty page and of a minimal styled page (a heading and a paragraph),
 *    the framework's own floor on this machine;
 *  - a loopback load run (autocannon) on / and a blog post.
 * Prints one table and writes it as JSON to .bench/results.json (git-ignored).
 * BENCH_SKIP_BUILD=1 reuses the last builds; BENCH_RUNS sets the Lighthouse runs per route.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { chromiumFlags as chromeFlags, chromiumPath as chromePath } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const benchDir = path.join(root, '.bench');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

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

/** HTML bytes and the gzip size of every script the page loads, measured in a real browser. */
async function pageWeight(browser, url) {
  const page = await browser.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), gzipSync(await response.body()).length);
    } catch {
      // A response without a body (redirect, aborted) loads no script.
    }
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  const html = (await response.body()).length;
  await page.close();
  return { htmlBytes: html, jsGzipBytes: [...scripts.values()].reduce((sum, size) => sum + size, 0), scripts: scripts.size };
}

async function lighthouseRoute(url) {
  const runs = [];
  let failures = 0;
  while (runs.length < RUNS) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      // A run Lighthouse itself could not complete (for example no paint within its time limit)
      // has no scores; it is repeated rather than counted as a zero.
      if (lhr.runtimeError || lhr.categories.performance.score === null) {
        failures += 1;
        process.stdout.write(`  run failed (${lhr.runtimeError?.code ?? 'no score'}), repeating\n`);
        if (failures > RUNS) throw new Error(`Lighthouse could not measure ${url}`);
        continue;
      }
      runs.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        totalBytes: lhr.audits['total-byte-weight'].numericValue,
      });
    } finally {
      await chrome.kill();
    }
  }
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));
}

async function load(url) {
  const result = await autocannon({ url, connections: 50, duration: 15 });
  return {
    url: new URL(url).pathname,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function firstPostPath(origin) {
  const html = await (await fetch(`${origin}/blog`)).text();
  const match = html.match(/href="(\/blog\/[^"#?]+)"/);
  if (!match) throw new Error('no blog post linked from /blog');
  return match[1];
}

async function main() {
  mkdirSync(benchDir, { recursive: true });
  const siteDir = '.next-bench';
  const siteEnv = { NEXT_DIST_DIR: siteDir };
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    run(process.execPath, [nextBin, 'build'], { cwd: root, env: { ...process.env, ...siteEnv, NEXT_TELEMETRY_DISABLED: '1' } });
  }
  const emptyDir = buildBaselineApp('empty');
  const minimalDir = buildBaselineApp('minimal');

  const [sitePort, emptyPort, minimalPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const origin = `http://127.0.0.1:${sitePort}`;
  const emptyPageUrl = `http://127.0.0.1:${emptyPort}/`;
  const minimalPageUrl = `http://127.0.0.1:${minimalPort}/`;
  const siteServer = await serve(root, sitePort, siteEnv);
  const emptyServer = await serve(emptyDir, emptyPort);
  const minimalServer = await serve(minimalDir, minimalPort);
  try {
    const post = await firstPostPath(origin);
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

    for (const row of rows) {
      process.stdout.write(`lighthouse ${row.route} ...\n`);
      Object.assign(row, await lighthouseRoute(origin + row.route));
    }
    // The same audit of the two baseline pages shows what Next.js alone scores on this machine.
    process.stdout.write('lighthouse (empty Next.js page) ...\n');
    Object.assign(empty, await lighthouseRoute(emptyPageUrl));
    process.stdout.write('lighthouse (minimal page with a stylesheet) ...\n');
    Object.assign(minimal, await lighthouseRoute(minimalPageUrl));

    const loadRuns = [await load(`${origin}/`), await load(origin + post)];
    const results = {
      measuredAt: new Date().toISOString(),
      lighthouseRuns: RUNS,
      emptyNextPage: empty,
      minimalStyledPage: { ...minimal, jsAboveEmptyBytes: minimal.jsGzipBytes - empty.jsGzipBytes },
      routes: rows,
      load: loadRuns,
    };
    writeFileSync(path.join(benchDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

    console.log(`\nEmpty Next.js page: HTML ${empty.htmlBytes} B, JS ${(empty.jsGzipBytes / 1024).toFixed(1)} KB gzip\n`);
    const baselineRows = [
      { route: '(empty Next.js page)', ...empty, jsAboveEmptyBytes: 0 },
      { route: '(minimal page, stylesheet)', ...results.minimalStyledPage },
    ];
    console.table(
      [...rows, ...baselineRows].map((row) => ({
        route: row.route,
        perf: row.performance,
        a11y: row.accessibility,
        bp: row.bestPractices,
        seo: row.seo,
        'LCP ms': row.lcpMs,
        'TBT ms': row.tbtMs,
        CLS: row.cls,
        'total KB': Math.round(row.totalBytes / 1024),
        'HTML KB': (row.htmlBytes / 1024).toFixed(1),
        'JS KB gz': (row.jsGzipBytes / 1024).toFixed(1),
        'JS over empty KB': (row.jsAboveEmptyBytes / 1024).toFixed(1),
      })),
    );
    console.table(loadRuns);
    console.log(`Written to ${path.relative(root, path.join(benchDir, 'results.json'))}`);
  } finally {
    for (const server of [siteServer, emptyServer, minimalServer]) server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
