#!/usr/bin/env node
/**
 * npm run bench: builds and serves the production site, then measures it.
 *  - Lighthouse (Debian's Chromium) on two phones calibrated to the machine, a mid-tier and a
 *    low-tier one (scripts/bench-options.mjs), each by Lighthouse's simulated throttling and by
 *    throttling applied in the browser (devtools): five rounds, each over every route and both
 *    baselines in turn; per page the median, the spread, the LCP breakdown and React DOM's
 *    evaluation time;
 *  - per route, the HTML bytes and the JavaScript the page loads (gzip), beside an empty
 *    Next.js page built with the same Next.js version;
 *  - the same audits of that empty page and of a minimal styled page (a heading, a paragraph and a
 *    native menu), the framework's own floor on this machine, whose menu is also tapped;
 *  - on each profile, the first taps (scripts/bench-taps.mjs): the phone menu, a portfolio filter, a
 *    film's play button and the contact form's project type, each tapped as the first screen shows,
 *    timed from the input to the next paint;
 *  - a loopback load run (autocannon) on / and a blog post: one instance alone, then one and
 *    two instances sharing Redis behind nginx (docs/scale-out.md).
 * Prints one table per profile and method, each followed by every route judged against the speed
 * goals (scripts/bench-goals.mjs), and writes them as JSON to .bench/results.json (git-ignored).
 * Settings (scripts/bench-options.mjs): BENCH_PROFILES (mid-tier,low-tier), BENCH_METHODS
 * (simulate,devtools), BENCH_CPU_INDEX, BENCH_ROUTES, BENCH_RUNS, BENCH_SKIP_BUILD, BENCH_SKIP_LOAD,
 * BENCH_SKIP_TAPS, BENCH_LOAD_ONLY, BENCH_BEFORE_DIR, BENCH_STARTER_DIR.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { copyBuild } from '../e2e/support/build-copy.mjs';
import { judgeRoutes, verdictCell } from './bench-goals.mjs';
import { benchOptions, calibrated, lighthouseFlags, mostCommon, summarise, tableName } from './bench-options.mjs';
import { measureTaps, PHONE, scriptsCell, TAP_BUDGET_MS, tapVerdictCell } from './bench-taps.mjs';
import { chromiumFlags as chromeFlags, chromiumPath as chromePath } from './chromium.mjs';
import { lighthouseFigures } from './lighthouse-figures.mjs';
import { freePort, waitUntil, whenAnswering } from './net.mjs';
import { whenServedFromCache } from './page-cache.mjs';
import { pageWeight } from './page-weight.mjs';
import { nginxArgs, nginxConfig, nginxFilesConfig, redisArgs, systemBinary } from './scale-out.mjs';

const root = path.resolve(import.meta.dirname, '..');
const benchDir = path.join(root, '.bench');
const nextBin = path.join(root, 'node_modules/.bin/next');
const options = benchOptions(process.env);
const RUNS = options.runs;
const LOAD_ONLY = options.loadOnly;

/** The median of the runs that have the figure (a text paint has no load delay), or null. */
const median = (values) => {
  const known = values.filter((value) => value !== null);
  if (!known.length) return null;
  return typeof known[0] === 'number' ? summarise(known).median : mostCommon(known);
};

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/**
 * The framework's own floor, built with this project's Next.js:
 *  - empty: a bare App Router page, the baseline for JavaScript size;
 *  - minimal: a heading, a paragraph and a native menu styled by a 200-byte stylesheet, no client
 *    component and no font or image: the least a content page can be, so its Lighthouse figures
 *    and its menu's first tap are the best any page of the site could reach on this machine.
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
    // A native menu (no script of its own) for the first tap's floor: a tap answered as soon as Next's scripts let it.
    'app/page.jsx': [
      'export default function Page() {',
      '  return (<><header><details><summary>Menu</summary><nav><a href="/">Home</a></nav></details></header>',
      '  <main><h1>Films for brands and events</h1><p>Event highlights, brand films, product adverts and',
      '  social content, filmed across Sussex, London and the rest of the UK.</p></main></>);',
      '}',
      '',
    ].join('\n'),
  },
};

const baselinesBuilt = new Set();

function buildBaselineApp(name) {
  const dir = path.join(benchDir, `${name}-app`);
  // Built once and kept: the baselines change only with the Next.js version.
  if ((options.skipBuild || baselinesBuilt.has(name)) && existsSync(path.join(dir, '.next', 'BUILD_ID'))) return dir;
  baselinesBuilt.add(name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  writeFileSync(path.join(dir, 'next.config.mjs'), `export default { turbopack: { root: ${JSON.stringify(root)} } };\n`);
  for (const [file, text] of Object.entries(baselineApps[name])) writeFileSync(path.join(dir, file), text);
  run(process.execPath, [nextBin, 'build', dir], { cwd: root, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  return dir;
}

async function serve(dir, port, env = {}, { cwd = root, bin = nextBin } = {}) {
  const child = spawn(process.execPath, [bin, 'start', dir, '-p', String(port), '-H', '127.0.0.1'], {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: 'ignore',
  });
  return whenAnswering(`next start ${dir}`, child, `http://127.0.0.1:${port}/`);
}

/** A page's weight on Lighthouse's phone screen (scripts/page-weight.mjs). */
async function phoneWeight(browser, url) {
  // Lighthouse's phone screen: the image sizes its runs ask for are then optimised and cached
  // before the first measured run, as the optimiser's first work on them would share the CPU.
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  try {
    return await pageWeight(page, url);
  } finally {
    await page.close();
  }
}

/**
 * The machine's benchmark index now, as the rounds' runs report theirs: the median of three quick
 * Lighthouse runs of a page (one audit), each in a browser launched as theirs are. The same
 * benchmark run in a page of a browser Playwright launched gave 10–20 % less, in turns with these.
 */
async function measureBenchmarkIndex(url, samples = 3) {
  const indices = [];
  for (let i = 0; i < samples; i++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyAudits: ['first-contentful-paint'],
      });
      indices.push(Math.round(lhr.environment.benchmarkIndex));
    } finally {
      await chrome.kill();
    }
  }
  return { benchmarkIndex: summarise(indices).median, samples: indices };
}

/**
 * One Lighthouse run of a page with the given settings: its figures and the throttling Lighthouse
 * says it used, or null when it could not complete the run (no score).
 */
async function lighthouseOnce(url, reactDomPath, flags) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...flags });
    const { throttlingMethod, throttling } = lhr.configSettings;
    if (
      throttlingMethod !== flags.throttlingMethod ||
      throttling.cpuSlowdownMultiplier !== flags.throttling.cpuSlowdownMultiplier
    ) {
      throw new Error(`Lighthouse ran ${throttlingMethod} at CPU ×${throttling.cpuSlowdownMultiplier}, not as asked`);
    }
    if (lhr.runtimeError || lhr.categories.performance.score === null) {
      process.stdout.write(`  run failed (${lhr.runtimeError?.code ?? 'no score'}), repeating\n`);
      return null;
    }
    return { figures: lighthouseFigures(lhr, reactDomPath), throttling: { throttlingMethod, ...throttling } };
  } finally {
    await chrome.kill();
  }
}

/**
 * RUNS rounds, each over every page on every table (a profile by a method) in turn, so a noisy
 * moment on the machine weighs on all of them alike; then per table and page the median of each
 * figure and the spread (lowest to highest) of the performance score, LCP, TBT and the machine's
 * benchmark index, and the throttling Lighthouse used for the table.
 */
async function lighthouseRounds(pages, tables) {
  const key = (table, page) => `${table.name} ${page.url}`;
  const runs = new Map(tables.flatMap((table) => pages.map((page) => [key(table, page), []])));
  const throttlingOf = new Map();
  const width = Math.max(...tables.map((table) => table.name.length));
  for (let round = 1; round <= RUNS; round++) {
    const indices = [];
    for (const page of pages) {
      for (const table of tables) {
        let measured = null;
        for (let attempt = 0; attempt <= RUNS && !measured; attempt++) {
          await whenServedFromCache(page.url);
          measured = await lighthouseOnce(page.url, page.reactDomPath, table.flags);
        }
        if (!measured) throw new Error(`Lighthouse could not measure ${page.url} (${table.name})`);
        const result = measured.figures;
        if (!throttlingOf.has(table.name)) throttlingOf.set(table.name, measured.throttling);
        indices.push(result.benchmarkIndex);
        process.stdout.write(
          `round ${round}/${RUNS} ${table.name.padEnd(width)} ${page.label}: perf ${result.performance}, ` +
            `TBT ${result.tbtMs} ms, LCP ${result.lcpMs} ms ` +
            `(${result.lcpElement ?? '?'}; observed TTFB / load delay / load / render ${lcpParts(result)} ms, ` +
            `${kilobytes(result.bytesBeforeLcp)} KB loaded before it), benchmark index ${result.benchmarkIndex}\n`,
        );
        runs.get(key(table, page)).push(result);
      }
    }
    const index = summarise(indices);
    process.stdout.write(`round ${round}/${RUNS}: benchmark index ${index.median} (${index.low}–${index.high})\n`);
  }
  const spread = (values) => {
    const { low, high } = summarise(values);
    return `${low}–${high}`;
  };
  return new Map(
    tables.map((table) => [
      table.name,
      {
        throttling: throttlingOf.get(table.name),
        byUrl: new Map(
          pages.map((page) => {
            const list = runs.get(key(table, page));
            return [
              page.url,
              {
                ...Object.fromEntries(Object.keys(list[0]).map((name) => [name, median(list.map((run) => run[name]))])),
                performanceSpread: spread(list.map((run) => run.performance)),
                lcpSpread: spread(list.map((run) => run.lcpMs)),
                tbtSpread: spread(list.map((run) => run.tbtMs)),
                benchmarkIndexSpread: spread(list.map((run) => run.benchmarkIndex)),
              },
            ];
          }),
        ),
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

/**
 * The references beside the site's load rows: the starter blog's own `next start` (its home and first post), and nginx
 * serving the site's own pages as files, the same bytes with no rendering or cache behind them.
 */
async function referenceLoad(origin, post, starterDir) {
  const runs = [];
  if (starterDir) {
    const { server, site } = await serveStarter(path.resolve(starterDir));
    try {
      for (const route of site.routes) await whenServedFromCache(site.origin + route);
      for (const route of site.routes) runs.push(await load(site.origin + route, 'starter blog, next start'));
    } finally {
      server.kill();
    }
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-bench-files-'));
  try {
    mkdirSync(path.join(dir, 'www'));
    const files = [
      ['/', 'home.html'],
      [post, 'post.html'],
    ];
    for (const [route, file] of files)
      writeFileSync(path.join(dir, 'www', file), Buffer.from(await (await fetch(origin + route)).arrayBuffer()));
    const port = await freePort();
    writeFileSync(path.join(dir, 'nginx.conf'), nginxFilesConfig({ port, prefix: dir, root: path.join(dir, 'www') }));
    const nginx = spawn(systemBinary('nginx'), nginxArgs(dir), { stdio: 'ignore' });
    try {
      await waitUntil('nginx', () => fetch(`http://127.0.0.1:${port}/home.html`).then(() => true), { child: nginx });
      for (const [route, file] of files) {
        const run = await load(`http://127.0.0.1:${port}/${file}`, "nginx, the site's page as a file");
        runs.push({ ...run, url: route });
      }
    } finally {
      nginx.kill();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return runs;
}

async function firstPostPath(origin, pattern = /href="(\/blog\/[^"#?]+)"/) {
  const html = await (await fetch(`${origin}/blog`)).text();
  const match = html.match(pattern);
  if (!match) throw new Error(`no blog post linked from ${origin}/blog`);
  return match[1];
}

/**
 * Page weights and Lighthouse audits, on every profile by every method, of the site's routes, of
 * the same routes of an earlier build when one is given, of the starter blog when given, and of
 * the two baselines; each profile's CPU slowdown calibrated to the machine's benchmark index,
 * measured just before the rounds (or given as BENCH_CPU_INDEX).
 */
async function audits(sites, post) {
  const emptyDir = buildBaselineApp('empty');
  const minimalDir = buildBaselineApp('minimal');
  const [emptyPort, minimalPort] = await Promise.all([freePort(), freePort()]);
  const emptyPageUrl = `http://127.0.0.1:${emptyPort}/`;
  const minimalPageUrl = `http://127.0.0.1:${minimalPort}/`;
  const emptyServer = await serve(emptyDir, emptyPort);
  const minimalServer = await serve(minimalDir, minimalPort);
  try {
    const routes = options.routes.map((route) => (route === 'post' ? post : route));
    const targets = sites.flatMap((site) =>
      (site.routes ?? routes).map((route) => ({
        site: site.site,
        label: `${site.label}${route}`,
        route,
        url: site.origin + route,
      })),
    );

    const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
    const empty = await phoneWeight(browser, emptyPageUrl);
    const minimal = await phoneWeight(browser, minimalPageUrl);
    const rows = [];
    for (const target of targets) {
      const weight = await phoneWeight(browser, target.url);
      rows.push({ ...target, ...weight, jsAboveEmptyBytes: weight.jsGzipBytes - empty.jsGzipBytes });
    }
    await browser.close();
    const calibration = options.cpuIndex
      ? { benchmarkIndex: options.cpuIndex, source: 'BENCH_CPU_INDEX', samples: [] }
      : { ...(await measureBenchmarkIndex(emptyPageUrl)), source: 'measured before the rounds' };
    const profiles = calibrated(options.profiles, calibration.benchmarkIndex);
    console.log(`\n${calibrationLine(calibration, profiles)}\n`);

    const baselines = [
      { label: '(empty Next.js page)', url: emptyPageUrl, ...empty, jsAboveEmptyBytes: 0 },
      {
        label: '(minimal page, stylesheet)',
        url: minimalPageUrl,
        ...minimal,
        jsAboveEmptyBytes: minimal.jsGzipBytes - empty.jsGzipBytes,
      },
    ];
    const tables = profiles.flatMap((profile) =>
      options.methods.map((method) => ({
        name: tableName(profile, method),
        profile,
        method,
        flags: lighthouseFlags(profile, method),
      })),
    );
    // The two baseline pages are measured in the same rounds: what Next.js alone scores here, now.
    const measured = await lighthouseRounds([...rows, ...baselines], tables);
    return {
      calibration,
      profiles,
      tables: Object.fromEntries(
        tables.map(({ name, profile, method }) => {
          const { throttling, byUrl } = measured.get(name);
          const withFigures = (row) => ({ ...row, ...byUrl.get(row.url) });
          return [
            name,
            {
              profile: profile.name,
              method,
              cpuSlowdownMultiplier: profile.cpuSlowdownMultiplier,
              throttling,
              emptyNextPage: withFigures(baselines[0]),
              minimalStyledPage: withFigures(baselines[1]),
              routes: rows.map(withFigures),
            },
          ];
        }),
      ),
    };
  } finally {
    for (const server of [emptyServer, minimalServer]) server.kill();
  }
}

/** The observed LCP breakdown: time to first byte / load delay / load time / render delay ('-': a text paint's). */
function lcpParts(figures) {
  const part = (value) => (value === null || value === undefined ? '-' : String(value));
  return [figures.lcpTtfbMs, figures.lcpLoadDelayMs, figures.lcpLoadTimeMs, figures.lcpRenderDelayMs].map(part).join(' / ');
}

const kilobytes = (bytes) => (bytes === null || bytes === undefined ? '-' : Math.round(bytes / 1024));

/** Where the profiles' CPU slowdowns came from: the machine's index, and each phone's. */
function calibrationLine({ benchmarkIndex, source, samples }, profiles) {
  const from = samples.length ? `${source}: ${samples.join(', ')}` : source;
  const each = profiles.map(
    (profile) =>
      `${profile.name} (${profile.device}, index ${profile.referenceIndex}) CPU slowdown ${profile.cpuSlowdownMultiplier}` +
      (benchmarkIndex < profile.referenceIndex ? ' (the machine is slower than the phone)' : ''),
  );
  return `Benchmark index ${benchmarkIndex} (${from}): ${each.join('; ')}`;
}

/** The network a table's runs had, as Lighthouse reports its settings. */
function networkLine({
  throttlingMethod,
  rttMs,
  throughputKbps,
  requestLatencyMs,
  downloadThroughputKbps,
  uploadThroughputKbps,
}) {
  return throttlingMethod === 'devtools'
    ? `network applied: ${requestLatencyMs} ms a request, ${Math.round(downloadThroughputKbps)} kbit/s down, ` +
        `${Math.round(uploadThroughputKbps)} kbit/s up`
    : `network simulated: ${rttMs} ms round trip, ${Math.round(throughputKbps)} kbit/s`;
}

function printAudits({ calibration, profiles, tables }, goals) {
  for (const [name, table] of Object.entries(tables)) {
    const { emptyNextPage: empty, minimalStyledPage: minimal, routes } = table;
    const profile = profiles.find((each) => each.name === table.profile);
    const roundsIndex = summarise([...routes, empty, minimal].map((row) => row.benchmarkIndex)).median;
    console.log(
      `\n${name}: ${profile.device} (index ${profile.referenceIndex}), CPU slowdown ${table.cpuSlowdownMultiplier} ` +
        `from benchmark index ${calibration.benchmarkIndex} (${calibration.source}; the rounds' median ${roundsIndex}), ` +
        `${networkLine(table.throttling)}. Empty Next.js page: HTML ${empty.htmlBytes} B, ` +
        `JS ${(empty.jsGzipBytes / 1024).toFixed(1)} KB gzip, TBT ${empty.tbtMs} ms\n`,
    );
    console.table(
      [...routes, empty, minimal].map((row) => ({
        page: row.label,
        perf: row.performance,
        'perf spread': row.performanceSpread,
        a11y: row.accessibility,
        bp: row.bestPractices,
        seo: row.seo,
        'LCP ms': row.lcpMs,
        'LCP spread': row.lcpSpread,
        'LCP element': row.lcpElement,
        'LCP TTFB/delay/load/render ms': lcpParts(row),
        'KB before LCP (JS)': `${kilobytes(row.bytesBeforeLcp)} (${kilobytes(row.scriptBytesBeforeLcp)})`,
        'TBT ms': row.tbtMs,
        'TBT spread': row.tbtSpread,
        'TBT / empty': (row.tbtMs / Math.max(empty.tbtMs, 1)).toFixed(2),
        'main thread ms': row.mainThreadMs,
        'React DOM ms': row.reactDomMs,
        CLS: row.cls,
        'total KB': Math.round(row.totalBytes / 1024),
        'HTML KB': (row.htmlBytes / 1024).toFixed(1),
        'JS KB gz': (row.jsGzipBytes / 1024).toFixed(1),
        'JS over empty KB': (row.jsAboveEmptyBytes / 1024).toFixed(1),
        'JS fetched ahead KB': (row.jsAheadGzipBytes / 1024).toFixed(1),
        'benchmark index': `${row.benchmarkIndex} (${row.benchmarkIndexSpread})`,
      })),
    );
    printGoals(name, goals[name]);
  }
}

/** Each of the site's routes against the speed goals (scripts/bench-goals.mjs), bounds from the same rounds. */
function printGoals(table, judged) {
  const met = judged.filter((route) => route.verdicts.every((verdict) => verdict.met)).length;
  console.log(`\nGoals, ${table}: ${met} of ${judged.length} routes meet every one\n`);
  console.table(
    judged.map(({ label, verdicts }) => ({
      page: label,
      ...Object.fromEntries(verdicts.map((verdict) => [verdict.name, verdictCell(verdict)])),
    })),
  );
}

/** The first taps on every profile, on the site and the build before in turn. */
async function firstTaps(sites, profiles) {
  const minimalPort = await freePort();
  const minimalServer = await serve(buildBaselineApp('minimal'), minimalPort);
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  try {
    const log = (line) => process.stdout.write(`${line}\n`);
    const minimal = { site: 'minimal', label: '(minimal page) ', origin: `http://127.0.0.1:${minimalPort}`, targets: ['menu'] };
    const tapped = [...sites.filter((site) => site.site !== 'starter'), minimal];
    return {
      budgetMs: TAP_BUDGET_MS,
      ...PHONE,
      runs: RUNS,
      profiles: await measureTaps(browser, { sites: tapped, profiles, runs: RUNS, log }),
    };
  } finally {
    await browser.close();
    minimalServer.kill();
  }
}

function printTaps({ profiles }) {
  for (const { profile, cpuSlowdownMultiplier, taps } of profiles) {
    const { width, height } = PHONE.viewport;
    console.log(
      `\nFirst taps, ${profile} (CPU slowdown ${cpuSlowdownMultiplier}, ${width}×${height}): from the tap, made as the ` +
        `first largest contentful paint is reported, to the next paint; met when every run is within ${TAP_BUDGET_MS} ms\n`,
    );
    console.table(
      taps.map((row) => ({
        tap: `${row.label}${row.tap} (${row.path})`,
        'median ms': row.medianMs ?? '-',
        'worst ms': row.worstMs ?? '-',
        [`≤ ${TAP_BUDGET_MS} ms`]: tapVerdictCell(row),
        'scripts at tap': scriptsCell(row.scripts),
        'left site': row.leftSiteRuns ? `yes, ${row.leftSiteRuns} of ${row.runs.length}` : 'no',
        navigated: `${row.navigatedRuns} of ${row.runs.length}`,
        'LCP / tap ms': `${row.lcpMs ?? '-'} / ${row.tapMs ?? '-'}`,
      })),
    );
    for (const row of taps) {
      for (const error of row.errors) console.log(`  ${row.label}${row.tap}: ${error}`);
      if (row.leftSiteRuns)
        console.log(`  ✗ ${row.label}${row.tap} left the site in ${row.leftSiteRuns} of ${row.runs.length} runs`);
    }
  }
}

/** Serves an earlier build of the site (another checkout, built into its .next-bench/). */
async function serveBefore(dir) {
  const port = await freePort();
  const server = await serve(dir, port, { NEXT_DIST_DIR: '.next-bench' }, { cwd: dir });
  return { server, site: { site: 'before', label: 'before ', origin: `http://127.0.0.1:${port}` } };
}

/** Serves a built tailwind-nextjs-starter-blog with its own Next.js: its home and first post. */
async function serveStarter(dir) {
  const port = await freePort();
  const server = await serve(dir, port, {}, { cwd: dir, bin: path.join(dir, 'node_modules/.bin/next') });
  const origin = `http://127.0.0.1:${port}`;
  const post = await firstPostPath(origin, /href="(\/blog\/(?!page\/)[^"#?]+)"/);
  return { server, site: { site: 'starter', label: '(starter blog) ', origin, routes: ['/', post] } };
}

async function main() {
  mkdirSync(benchDir, { recursive: true });
  const siteDir = '.next-bench';
  const siteEnv = { NEXT_DIST_DIR: siteDir };
  if (!options.skipBuild) {
    run('npm', ['run', 'build'], { cwd: root, env: { ...process.env, ...siteEnv, NEXT_TELEMETRY_DISABLED: '1' } });
  }

  const sitePort = await freePort();
  const origin = `http://127.0.0.1:${sitePort}`;
  const servers = [await serve(root, sitePort, siteEnv)];
  let post;
  let audited = null;
  let interactions = null;
  const loadRuns = [];
  try {
    post = await firstPostPath(origin);
    if (!LOAD_ONLY) {
      const sites = [{ site: 'site', label: '', origin }];
      for (const [dir, start] of [
        [options.beforeDir, serveBefore],
        [options.starterDir, serveStarter],
      ]) {
        if (!dir) continue;
        const { server, site } = await start(path.resolve(dir));
        servers.push(server);
        sites.push(site);
      }
      audited = await audits(sites, post);
      if (!options.skipTaps) interactions = await firstTaps(sites, audited.profiles);
    }
    if (!options.skipLoad) {
      loadRuns.push(await load(`${origin}/`), await load(origin + post));
      loadRuns.push(...(await referenceLoad(origin, post, options.starterDir)));
    }
  } finally {
    for (const server of servers) server.kill();
  }
  // Alone on the machine: the single instance above is stopped before these start.
  if (!options.skipLoad) loadRuns.push(...(await scaleOutLoad(siteDir, post)));

  const results = {
    measuredAt: new Date().toISOString(),
    cpus: os.cpus().length,
    ...(audited && {
      lighthouseRuns: RUNS,
      calibration: audited.calibration,
      profiles: audited.profiles,
      tables: audited.tables,
      goals: Object.fromEntries(Object.entries(audited.tables).map(([name, figures]) => [name, judgeRoutes(figures)])),
    }),
    ...(interactions && { interactions }),
    load: loadRuns,
  };
  writeFileSync(path.join(benchDir, LOAD_ONLY ? 'load.json' : 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  if (audited) printAudits(audited, results.goals);
  if (interactions) printTaps(interactions);
  if (loadRuns.length) console.table(loadRuns);
  console.log(`Written to .bench/${LOAD_ONLY ? 'load.json' : 'results.json'} (${results.cpus} CPUs)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
