/**
 * A finishing step of `npm run build` (scripts/finish-build.mjs): fills the image optimizer's cache of
 * the build (`<build>/cache/images`) with every `/_next/image` address the pre-rendered pages ask for
 * (src, srcset, a preload's imagesrcset), in each format the site serves, so a visitor's first request
 * after a deploy is answered from the cache instead of waiting for an encode. Next's own server does the
 * work: `next start` on the build, on a loopback port, is asked for each address in each format, and its
 * optimizer encodes and stores each as it would for a visitor.
 *
 * The cache a build folder already holds is kept while no image of public/ it could have been made from
 * has changed since it was filled (nor the version of Next), so a rebuild encodes only new addresses; a
 * changed image empties it. A page asking for an image the optimizer cannot make (missing, not an image,
 * a width the site does not serve) stops the build, naming both.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { eachLimited } from '../lib/each-limited.mjs';
import { builtPages, replaceFile } from './built-pages.mjs';
import { freePort, stopChild, whenAnswering } from './net.mjs';

/** What the cache was filled from, kept beside it in `<build>/cache`: the version of Next and each image of public/ by its content. */
export const FILLED_FROM_FILE = 'prepared-images.json';
const IMAGE_FILE = /\.(avif|gif|jpe?g|png|webp)$/i;
/** Settings under which `next start` would reach other services (Redis, the mail server): this server only encodes images. */
export const SERVICE_SETTINGS = ['REDIS_URL', 'SMTP_URL', 'SMTP_TO', 'SMTP_FROM'];
/** How often an address answered from an expired entry is asked again, 250 ms apart, for its fresh encode to be stored. */
const STALE_RETRIES = 120;

const ENTITIES = { amp: '&', quot: '"', '#39': "'", '#x27': "'", lt: '<', gt: '>' };
const decodeEntities = (text) => text.replace(/&(amp|quot|#39|#x27|lt|gt);/g, (_, name) => ENTITIES[name]);

/**
 * The optimizer's addresses a page's HTML asks for: its elements' src, srcset and imagesrcset
 * (React writes them srcSet and imageSrcSet), not the copies of them in the page's data scripts.
 * @param {string} html
 * @param {string} optimizerPath
 */
export function imageUrlsInHtml(html, optimizerPath) {
  const urls = new Set();
  for (const [, name, raw] of html.matchAll(/\s(src|srcset|imagesrcset)="([^"]*)"/gi)) {
    const value = decodeEntities(raw);
    const candidates = name.toLowerCase() === 'src' ? [value] : value.split(',').map((part) => part.trim().split(/\s+/)[0]);
    for (const url of candidates) if (url.startsWith(`${optimizerPath}?`)) urls.add(url);
  }
  return [...urls];
}

/** @param {string} folder @returns {Promise<Record<string, string>>} each image below `folder`, by its path, and its content's digest */
async function imageDigests(folder) {
  const digests = {};
  const files = existsSync(folder) ? readdirSync(folder, { recursive: true, withFileTypes: true }) : [];
  for (const entry of files) {
    if (!entry.isFile() || !IMAGE_FILE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    digests[path.relative(folder, file).split(path.sep).join('/')] = createHash('sha256')
      .update(await readFile(file))
      .digest('base64url');
  }
  return digests;
}

/**
 * Whether a cache filled from `before` may serve now: same Next, and no image it could hold changed or gone.
 * @param {{ next: string, images: Record<string, string> } | null} before
 * @param {{ next: string, images: Record<string, string> }} now
 */
export function cacheStillValid(before, now) {
  if (!before || before.next !== now.next) return false;
  return Object.entries(before.images).every(([file, digest]) => now.images[file] === digest);
}

/**
 * `next start` on the build folder, on a free loopback port, without the settings that reach other services.
 * @param {{ distDir: string, root: string, bin?: string }} options
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function startNextServer({ distDir, root, bin = path.join(root, 'node_modules/.bin/next') }) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [bin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: {
      ...process.env,
      ...Object.fromEntries(SERVICE_SETTINGS.map((name) => [name, ''])),
      NEXT_DIST_DIR: distDir,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    await whenAnswering('next start', child, `${origin}/robots.txt`, { timeout: 120_000 });
  } catch (error) {
    throw new Error(`${error.message}\n${output}`);
  }
  return { origin, stop: () => stopChild(child) };
}

/**
 * Asks the server for each address in each format; resolves with counts and the addresses it could not answer.
 * @param {{ origin: string, images: Map<string, string[]>, formats: readonly string[], concurrency: number }} options
 */
async function requestImages({ origin, images, formats, concurrency }) {
  const problems = [];
  const counts = { encoded: 0, cached: 0 };
  const requests = [...images].flatMap(([url, pages]) => formats.map((format) => ({ url, pages, format })));
  await eachLimited(requests, concurrency, async ({ url, pages, format }) => {
    for (let attempt = 0; attempt <= STALE_RETRIES; attempt++) {
      if (attempt) await new Promise((resolve) => setTimeout(resolve, 250));
      const response = await fetch(`${origin}${url}`, { headers: { accept: format } });
      const body = await response.text();
      if (response.status !== 200) {
        const asked = `${pages.slice(0, 3).join(', ')}${pages.length > 3 ? ` and ${pages.length - 3} more` : ''}`;
        problems.push(`${url} answers ${response.status}: ${body.trim().slice(0, 200)} (asked for by ${asked})`);
        return;
      }
      // An expired entry is answered as it is while a fresh encode replaces it: stopping the server then would cut it short.
      const cache = response.headers.get('x-nextjs-cache');
      if (cache === 'STALE') continue;
      counts[cache === 'MISS' ? 'encoded' : 'cached']++;
      return;
    }
    problems.push(`${url} as ${format} stays stale: its fresh encode was never stored`);
  });
  return { ...counts, problems: [...new Set(problems)] };
}

/**
 * Fills `<distDir>/cache/images` with every encode the built pages ask for. Resolves with counts; rejects
 * naming each image the optimizer cannot make and the pages asking for it.
 * @param {{
 *   distDir: string, root?: string, formats: readonly string[], optimizerPath: string, concurrency?: number,
 *   startServer?: typeof startNextServer, log?: (line: string) => void,
 * }} options
 */
export async function prepareImages({
  distDir,
  root = process.cwd(),
  formats,
  optimizerPath,
  concurrency = 2,
  startServer = startNextServer,
  log = () => {},
}) {
  const started = Date.now();
  /** @type {Map<string, string[]>} each address, and the pages asking for it */
  const images = new Map();
  for (const { page, file } of builtPages(distDir))
    for (const url of imageUrlsInHtml(await readFile(file, 'utf8'), optimizerPath))
      images.set(url, [...(images.get(url) ?? []), page]);

  const cacheDir = path.join(distDir, 'cache');
  const filledFrom = path.join(cacheDir, FILLED_FROM_FILE);
  const now = {
    next: createRequire(path.join(root, 'package.json'))('next/package.json').version,
    images: await imageDigests(path.join(root, 'public')),
  };
  const before = JSON.parse(await readFile(filledFrom, 'utf8').catch(() => 'null'));
  const kept = cacheStillValid(before, now);
  if (!kept) await rm(path.join(cacheDir, 'images'), { recursive: true, force: true });

  let result = { encoded: 0, cached: 0, problems: [] };
  if (images.size) {
    const server = await startServer({ distDir, root });
    try {
      result = await requestImages({ origin: server.origin, images, formats, concurrency });
    } finally {
      await server.stop();
    }
  }
  if (result.problems.length)
    throw new Error(
      `The built pages ask for ${result.problems.length} image(s) the optimizer cannot make:\n${result.problems.map((line) => `  ${line}`).join('\n')}`,
    );
  await mkdir(cacheDir, { recursive: true });
  await replaceFile(filledFrom, JSON.stringify(now));
  const summary = { encodes: images.size * formats.length, encoded: result.encoded, cached: result.cached };
  const emptied = before && !kept ? '; an image or Next changed since it was filled, so it was emptied first' : '';
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(
    `Images ready in the optimizer's cache: ${summary.encodes} (${summary.encoded} encoded, ${summary.cached} already there${emptied}) in ${seconds} s`,
  );
  return summary;
}
