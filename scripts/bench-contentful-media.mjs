#!/usr/bin/env node
/**
 * npm run bench:media: what the pictures and films set in Contentful (the Site media entry: the hero's poster and
 * film, the showreel's poster, the portrait) cost the first screen, against the same build showing the site's own
 * files.
 *
 * One build against the Contentful stand-in (e2e/servers/contentful.ts), served twice: on a space without media
 * entries, and on a copy of the build on a space holding the Site media entry of e2e/servers/media-fixtures.ts
 * (revalidated through the webhook until its pages name Contentful's hosts). Contentful's Images API and video host
 * are stood in for by a local HTTPS server that Chromium reaches for images.ctfassets.net and videos.ctfassets.net:
 * it encodes the public/ file an address names with sharp at the asked width, quality and format (cached, and filled
 * before the first run, as Contentful's CDN would be) and serves films with byte ranges. On loopback, so the
 * figures compare bytes and work, not Contentful's network.
 *
 * Lighthouse as in scripts/bench.mjs: BENCH_RUNS rounds (default 5), each over every route, profile and site, the
 * sites' order rotated every round. Settings: BENCH_PROFILES, BENCH_ROUTES (default /,/about), BENCH_RUNS,
 * BENCH_SKIP_BUILD. Prints a table per profile and writes .bench/contentful-media.json.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http2 from 'node:http2';
import { register } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import sharp from 'sharp';
import { copyBuild } from '../e2e/support/build-copy.mjs';
import { benchOptions, mostCommon, summarise } from './bench-options.mjs';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
import { lighthouseFigures } from './lighthouse-figures.mjs';
import { freePort, stopChild, waitUntil, whenAnswering } from './net.mjs';
import { whenServedFromCache } from './page-cache.mjs';

const root = path.resolve(import.meta.dirname, '..');
const benchDir = path.join(root, '.bench');
const nextBin = path.join(root, 'node_modules/.bin/next');
const options = benchOptions({ BENCH_ROUTES: '/,/about', ...process.env });
const RUNS = options.runs;

const cmsPort = await freePort();
// The stand-in's helpers read their ports from a test run's E2E_PORTS: here only its own counts.
process.env.E2E_PORTS = JSON.stringify(
  Object.fromEntries(['main', 'defaults', 'cms', 'form', 'offline', 'smtp', 'live'].map((name) => [name, cmsPort])),
);
register('./typescript-loader.mjs', import.meta.url);
const { cms, seedSpace, standInSettings, startContentfulStandIn } = await import('../e2e/servers/contentful.ts');
const { fixtureEntries, portfolioFixtureEntries, pricingFixtureEntries } = await import('../e2e/servers/contentful-fixtures.ts');
const { contentfulUrlFor, fullSiteMedia, publicFileOf, siteMediaEntry } = await import('../e2e/servers/media-fixtures.ts');
const { SETTING_NAMES } = await import('../lib/env.ts');
const { CONTENTFUL_IMAGE_ORIGIN, CONTENTFUL_VIDEO_ORIGIN } = await import('../content/fields.ts');

const REVALIDATE_SECRET = 'bench-revalidate-secret-0123456789';
const SPACES = { own: 'kestrel-mediabench-own', contentful: 'kestrel-mediabench-media' };
const DIST = { own: '.next-mediabench', contentful: '.next-mediabench-media' };
/**
 * Contentful does not say how its q maps to AVIF's quality: the media are measured both with q as AVIF's quality and
 * with Next's optimizer's mapping (q × 5/8, effort 3), which the site's own files get.
 */
const SITES = [
  { key: 'own', server: 'own', label: 'own files' },
  { key: 'contentful', server: 'contentful', avif: 'asked', label: 'Contentful, AVIF q' },
  { key: 'contentful-next', server: 'contentful', avif: 'next', label: "Contentful, AVIF as Next's" },
];
const AVIF = {
  asked: (image, quality) => image.avif({ quality }),
  next: (image, quality) => image.avif({ quality: Math.max(Math.round((quality * 50) / 80), 1), effort: 3 }),
};
let avifMode = 'asked';
const seed = [...fixtureEntries, ...portfolioFixtureEntries, ...pricingFixtureEntries];
const media = siteMediaEntry(fullSiteMedia);

/** The public/ file each page should name on Contentful's hosts once the Site media entry is read. */
const MEDIA_ON_ROUTE = { '/': '/images/hero-poster.jpg', '/about': '/images/about-portrait.jpg' };

const publicFiles = readdirSync(path.join(root, 'public'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map(
    (entry) => `/${path.relative(path.join(root, 'public'), path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
  );

const ENCODERS = {
  avif: (image, quality) => AVIF[avifMode](image, quality),
  webp: (image, quality) => image.webp({ quality }),
  jpg: (image, quality) => image.jpeg({ quality }),
  png: (image) => image.png(),
};
const TYPES = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  webm: 'video/webm',
};
const encodes = new Map();

/** An Images API address's bytes: the public/ file it names at w (never enlarged), q and fm. */
function imageFor(url) {
  const key = `${avifMode} ${url.href}`;
  if (!encodes.has(key)) {
    encodes.set(
      key,
      (async () => {
        const file = publicFileOf(url.href, publicFiles);
        if (!file) return null;
        const format = url.searchParams.get('fm') ?? path.extname(file).slice(1).replace('jpeg', 'jpg');
        const width = Number(url.searchParams.get('w')) || undefined;
        const quality = Number(url.searchParams.get('q')) || 80;
        const image = sharp(path.join(root, 'public', file))
          .rotate()
          .resize(width, undefined, { withoutEnlargement: true });
        return { body: await ENCODERS[format](image, quality).toBuffer(), type: TYPES[format] };
      })(),
    );
  }
  return encodes.get(key);
}

/** A film's bytes, whole or the one range asked for. */
function filmResponse(url, range) {
  const file = publicFileOf(url.href, publicFiles);
  if (!file) return null;
  const body = readFileSync(path.join(root, 'public', file));
  const type = TYPES[path.extname(file).slice(1)];
  const match = /^bytes=(\d*)-(\d*)$/.exec(range ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return { status: 200, body, type };
  const start = match[1] === '' ? Math.max(body.length - Number(match[2]), 0) : Number(match[1]);
  const end = match[1] !== '' && match[2] !== '' ? Math.min(Number(match[2]), body.length - 1) : body.length - 1;
  if (start > end) return { status: 416, body: Buffer.alloc(0), type, headers: { 'content-range': `bytes */${body.length}` } };
  return {
    status: 206,
    body: body.subarray(start, end + 1),
    type,
    headers: { 'content-range': `bytes ${start}-${end}/${body.length}` },
  };
}

/** HTTPS (HTTP/2) for Contentful's two file hosts, with a certificate made for them. */
async function startContentfulFiles() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-ctfassets-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=ctfassets.net'],
    { stdio: 'ignore', input: '' },
  );
  const server = http2.createSecureServer({ key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true });
  rmSync(dir, { recursive: true, force: true });
  server.on('request', async (req, res) => {
    const host = (req.headers[':authority'] ?? req.headers.host ?? '').split(':')[0];
    const url = new URL(req.url, `https://${host}`);
    const common = {
      'cache-control': 'public, max-age=31536000',
      'access-control-allow-origin': '*',
      'timing-allow-origin': '*',
    };
    const answer =
      url.origin === CONTENTFUL_IMAGE_ORIGIN
        ? await imageFor(url).then((image) => image && { status: 200, ...image })
        : url.origin === CONTENTFUL_VIDEO_ORIGIN
          ? filmResponse(url, req.headers.range)
          : null;
    if (!answer) {
      res.writeHead(404, common).end();
      return;
    }
    res
      .writeHead(answer.status, {
        ...common,
        'content-type': answer.type,
        'content-length': answer.body.length,
        ...(url.origin === CONTENTFUL_VIDEO_ORIGIN && { 'accept-ranges': 'bytes' }),
        ...answer.headers,
      })
      .end(answer.body);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, stop: () => new Promise((resolve) => server.close(resolve)) };
}

function runAsync(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('close', (status) => (status === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed`))));
  });
}

async function serve(port, env) {
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  return whenAnswering(`next start (${env.NEXT_DIST_DIR})`, child, `http://127.0.0.1:${port}/`);
}

const pageHtml = async (url) => (await fetch(url)).text();
const decodeAmp = (text) => text.replaceAll('&amp;', '&');

/** Every Images API address a page's HTML names in src, srcset or imagesrcset. */
const imagesApiUrls = (html) => [
  ...new Set(
    [...html.matchAll(/\s(?:src|srcset|imagesrcset|poster)="([^"]*)"/gi)].flatMap(([, value]) =>
      decodeAmp(value)
        .split(',')
        .map((part) => part.trim().split(/\s+/)[0])
        .filter((url) => url.startsWith(`${CONTENTFUL_IMAGE_ORIGIN}/`)),
    ),
  ),
];

/** A run's requests of pictures and films (Lighthouse's network-requests audit): address and bytes. */
const mediaRequests = (lhr) =>
  (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Image' || item.resourceType === 'Media')
    .map((item) => ({ url: item.url, type: item.resourceType, bytes: item.transferSize ?? 0 }));

const bytesOf = (requests, type) =>
  requests.filter((request) => request.type === type).reduce((total, request) => total + request.bytes, 0);

async function lighthouseOnce(url, profile, chromeFlags) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', ...profile.flags });
    if (lhr.runtimeError || lhr.categories.performance.score === null) {
      process.stdout.write(`  run failed (${lhr.runtimeError?.code ?? 'no score'}), repeating\n`);
      return null;
    }
    const requests = mediaRequests(lhr);
    return { ...lighthouseFigures(lhr), imageBytes: bytesOf(requests, 'Image'), filmBytes: bytesOf(requests, 'Media'), requests };
  } finally {
    await chrome.kill();
  }
}

const kb = (bytes) => (bytes === null || bytes === undefined ? '-' : Math.round(bytes / 1024));
const medianOf = (values) => {
  const known = values.filter((value) => value !== null);
  if (!known.length) return null;
  return typeof known[0] === 'number' ? summarise(known).median : mostCommon(known);
};
const spreadOf = (values) => {
  const { low, high } = summarise(values);
  return `${low}–${high}`;
};

async function measure(origins, chromeFlags) {
  const runs = new Map();
  for (let round = 1; round <= RUNS; round++) {
    const sites = [...SITES.slice(round % SITES.length), ...SITES.slice(0, round % SITES.length)];
    for (const route of options.routes) {
      for (const profile of options.profiles) {
        for (const site of sites) {
          const url = origins[site.server] + route;
          avifMode = site.avif ?? 'asked';
          let result = null;
          for (let attempt = 0; attempt <= RUNS && !result; attempt++) {
            await whenServedFromCache(url);
            result = await lighthouseOnce(url, profile, chromeFlags);
          }
          if (!result) throw new Error(`Lighthouse could not measure ${url} (${profile.name})`);
          const key = `${profile.name} ${route} ${site.key}`;
          runs.set(key, [...(runs.get(key) ?? []), result]);
          process.stdout.write(
            `round ${round}/${RUNS} ${profile.name.padEnd(7)} ${route.padEnd(6)} ${site.label.padEnd(26)}: perf ${result.performance}, ` +
              `LCP ${result.lcpMs} ms (${result.lcpElement ?? '?'}), TBT ${result.tbtMs} ms, ${kb(result.bytesBeforeLcp)} KB before LCP, ` +
              `${kb(result.totalBytes)} KB in all (images ${kb(result.imageBytes)}, film ${kb(result.filmBytes)}), ` +
              `benchmark index ${result.benchmarkIndex}\n`,
          );
        }
      }
    }
  }
  return options.profiles.map((profile) => ({
    profile: profile.name,
    cpuSlowdown: profile.cpuSlowdown,
    rows: options.routes.flatMap((route) =>
      SITES.map((site) => {
        const list = runs.get(`${profile.name} ${route} ${site.key}`);
        const figure = (name) => medianOf(list.map((run) => run[name]));
        return {
          route,
          site: site.label,
          runs: list.length,
          performance: figure('performance'),
          performanceSpread: spreadOf(list.map((run) => run.performance)),
          lcpMs: figure('lcpMs'),
          lcpSpread: spreadOf(list.map((run) => run.lcpMs)),
          tbtMs: figure('tbtMs'),
          tbtSpread: spreadOf(list.map((run) => run.tbtMs)),
          bytesBeforeLcp: figure('bytesBeforeLcp'),
          totalBytes: figure('totalBytes'),
          imageBytes: figure('imageBytes'),
          filmBytes: figure('filmBytes'),
          lcpElement: figure('lcpElement'),
          lcpParts: ['lcpTtfbMs', 'lcpLoadDelayMs', 'lcpLoadTimeMs', 'lcpRenderDelayMs']
            .map((name) => figure(name) ?? '-')
            .join(' / '),
          benchmarkIndex: figure('benchmarkIndex'),
          benchmarkIndexSpread: spreadOf(list.map((run) => run.benchmarkIndex)),
          mediaRequests: list.at(-1).requests,
        };
      }),
    ),
  }));
}

function print(results) {
  for (const { profile, cpuSlowdown, rows } of results) {
    console.log(`\nProfile ${profile} (CPU slowdown ${cpuSlowdown}), medians of ${RUNS} runs\n`);
    console.table(
      rows.map((row) => ({
        page: `${row.route} ${row.site}`,
        perf: `${row.performance} (${row.performanceSpread})`,
        'LCP ms': `${row.lcpMs} (${row.lcpSpread})`,
        'TBT ms': `${row.tbtMs} (${row.tbtSpread})`,
        'KB before LCP': kb(row.bytesBeforeLcp),
        'total KB': kb(row.totalBytes),
        'image KB': kb(row.imageBytes),
        'film KB': kb(row.filmBytes),
        'LCP element': row.lcpElement,
        'LCP TTFB/delay/load/render ms': row.lcpParts,
        'benchmark index': `${row.benchmarkIndex} (${row.benchmarkIndexSpread})`,
      })),
    );
  }
}

async function main() {
  mkdirSync(benchDir, { recursive: true });
  const stopping = [];
  try {
    const contentful = await startContentfulStandIn(cmsPort);
    stopping.push(() => contentful.stop());
    seedSpace(SPACES.own, seed);
    seedSpace(SPACES.contentful, seed);
    const space = cms(SPACES.contentful);
    for (const asset of media.assets) await space.putAsset(asset);
    for (const entry of media.entries) await space.putEntry(entry.id, entry.fields, { contentType: entry.contentType });

    const envOf = (key, port) => ({
      ...Object.fromEntries(SETTING_NAMES.map((name) => [name, ''])),
      ...standInSettings(SPACES[key]),
      CONTENTFUL_REVALIDATE_SECRET: REVALIDATE_SECRET,
      SITE_URL: `http://127.0.0.1:${port}`,
      NEXT_DIST_DIR: DIST[key],
      NEXT_TELEMETRY_DISABLED: '1',
    });
    const ownPort = await freePort();
    if (!options.skipBuild || !existsSync(path.join(root, DIST.own, 'BUILD_ID'))) {
      await runAsync('npm', ['run', 'build'], { ...process.env, ...envOf('own', ownPort) });
    }
    copyBuild(path.join(root, DIST.own), path.join(root, DIST.contentful));

    const mediaPort = await freePort();
    const origins = { own: `http://127.0.0.1:${ownPort}`, contentful: `http://127.0.0.1:${mediaPort}` };
    for (const [key, port] of [
      ['own', ownPort],
      ['contentful', mediaPort],
    ]) {
      const server = await serve(port, envOf(key, port));
      stopping.push(() => stopChild(server));
    }
    const revalidated = await fetch(`${origins.contentful}/api/revalidate`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': REVALIDATE_SECRET, 'content-type': 'application/json' },
    });
    if (!revalidated.ok) throw new Error(`the revalidate webhook answered ${revalidated.status}`);
    for (const [route, file] of Object.entries(MEDIA_ON_ROUTE).filter(([route]) => options.routes.includes(route))) {
      await waitUntil(
        `${route} showing Contentful's ${file}`,
        async () => (await pageHtml(origins.contentful + route)).includes(contentfulUrlFor(file)),
        { timeout: 60_000, interval: 500 },
      );
      if ((await pageHtml(origins.own + route)).includes(CONTENTFUL_IMAGE_ORIGIN)) {
        throw new Error(`${route} of the site without media entries names Contentful's images`);
      }
    }

    const files = await startContentfulFiles();
    stopping.push(() => files.stop());
    const warmed = [];
    for (const route of options.routes) warmed.push(...imagesApiUrls(await pageHtml(origins.contentful + route)));
    for (const mode of Object.keys(AVIF)) {
      avifMode = mode;
      for (const url of new Set(warmed)) await imageFor(new URL(url));
    }
    console.log(`${new Set(warmed).size} Images API addresses encoded ahead of the runs`);

    const rules = [CONTENTFUL_IMAGE_ORIGIN, CONTENTFUL_VIDEO_ORIGIN]
      .map((host) => `MAP ${new URL(host).hostname} 127.0.0.1:${files.port}`)
      .join(', ');
    const chromeFlags = [...chromiumFlags, `--host-resolver-rules=${rules}`, '--ignore-certificate-errors'];
    const results = await measure(origins, chromeFlags);
    writeFileSync(
      path.join(benchDir, 'contentful-media.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, profiles: results }, null, 2)}\n`,
    );
    print(results);
    console.log('Written to .bench/contentful-media.json');
  } finally {
    for (const stop of stopping.reverse()) await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
