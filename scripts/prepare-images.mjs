#!/usr/bin/env node
/**
 * node scripts/prepare-images.mjs <build folder>
 *
 * Run by `next build` as it ends (next.config.ts): encodes, with Next's own image optimizer, every
 * `/_next/image` address the pre-rendered pages ask for (src, srcset, a preload's imagesrcset), in
 * each format the site serves, into the optimizer's cache of that build (`<build>/cache/images`),
 * so a visitor's first request after a deploy is answered from the cache instead of waiting for an
 * encode. Each encode is kept in a store outside the build, keyed by the source file's content, the
 * width, quality and format, and the encoder's versions, so a rebuild encodes only what changed.
 * A page asking for an image that is missing or cannot be encoded stops the build, naming both.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { eachLimited } from '../lib/each-limited.mjs';
import { builtPages, replaceFile, runFinishingStep } from './built-pages.mjs';

const require = createRequire(import.meta.url);
const { ImageOptimizerCache, imageOptimizer } = require('next/dist/server/image-optimizer');
const { getImageEtag, extractEtag } = require('next/dist/server/image-optimizer/extract-etag');
const { getMaxAge } = require('next/dist/server/image-optimizer/get-max-age');
const { getExtension } = require('next/dist/server/serve-static');
const { getSharp } = require('next/dist/server/image-optimizer/transform');

/** The Cache-Control `next start` gives a file of public/, which the optimizer reads as the source's lifetime. */
const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** Encodes unused for this long leave the store. */
const STORE_KEEP_DAYS = 30;

const ENTITIES = { amp: '&', quot: '"', '#39': "'", '#x27': "'", lt: '<', gt: '>' };
const decodeEntities = (text) => text.replace(/&(amp|quot|#39|#x27|lt|gt);/g, (_, name) => ENTITIES[name]);

/**
 * The optimizer's addresses a page's HTML asks for: its elements' src, srcset and imagesrcset
 * (React writes them srcSet and imageSrcSet), not the copies of them in the page's data scripts.
 * @param {string} html
 * @param {string} [optimizerPath]
 */
export function imageUrlsInHtml(html, optimizerPath = '/_next/image') {
  const urls = new Set();
  for (const [, name, raw] of html.matchAll(/\s(src|srcset|imagesrcset)="([^"]*)"/gi)) {
    const value = decodeEntities(raw);
    const candidates = name.toLowerCase() === 'src' ? [value] : value.split(',').map((part) => part.trim().split(/\s+/)[0]);
    for (const url of candidates) if (url.startsWith(`${optimizerPath}?`)) urls.add(url);
  }
  return [...urls];
}

/**
 * One encode per cache entry the optimizer would make: each address in each format the site serves,
 * as Next reads the address (its own validation and cache key). Addresses Next would refuse, and
 * images from another host, are reported, not encoded.
 * @param {{ page: string, html: string }[]} pages
 * @param {{ images: object }} nextConfig the build's config, as `next start` reads it
 */
export function planEncodes(pages, nextConfig) {
  /** @type {Map<string, { cacheKey: string, href: string, width: number, quality: number, mimeType: string, params: object, pages: string[] }>} */
  const encodes = new Map();
  const problems = [];
  for (const { page, html } of pages) {
    for (const url of imageUrlsInHtml(html, nextConfig.images.path)) {
      const query = Object.fromEntries(new URL(url, 'http://site.invalid').searchParams);
      for (const mimeType of nextConfig.images.formats) {
        const params = ImageOptimizerCache.validateParams({ headers: { accept: mimeType } }, query, nextConfig, false);
        if ('errorMessage' in params) {
          problems.push(`${page} asks for ${url}, which the image optimizer refuses: ${params.errorMessage}`);
          break;
        }
        if (params.isAbsolute) break;
        const cacheKey = ImageOptimizerCache.getCacheKey(params);
        const known = encodes.get(cacheKey);
        if (known) {
          if (!known.pages.includes(page)) known.pages.push(page);
          continue;
        }
        const { href, width, quality } = params;
        encodes.set(cacheKey, { cacheKey, href, width, quality, mimeType: params.mimeType, params, pages: [page] });
      }
    }
  }
  return { encodes: [...encodes.values()], problems: [...new Set(problems)] };
}

/** The weak ETag `next start` sends with a file of public/ (its size and time), which the optimizer keeps beside an encode. */
const publicFileEtag = ({ size, mtimeMs }) => `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;

const hash = (...parts) => createHash('sha256').update(parts.join('\0')).digest('base64url');

async function pruneStore(store) {
  const before = Date.now() - STORE_KEEP_DAYS * 86_400_000;
  for (const name of existsSync(store) ? readdirSync(store) : []) {
    const file = path.join(store, name);
    if (statSync(file).mtimeMs < before) await rm(file, { force: true });
  }
}

/**
 * Fills `<distDir>/cache/images` with every encode the built pages ask for, as the optimizer would
 * write it on a first request. Resolves with counts; rejects naming each image that is missing or broken.
 * @param {{ distDir: string, root?: string, store: string, concurrency?: number, log?: (line: string) => void }} options
 */
export async function prepareImages({ distDir, root = process.cwd(), store, concurrency = 2, log = () => {} }) {
  const started = Date.now();
  const { config: nextConfig } = JSON.parse(await readFile(path.join(distDir, 'required-server-files.json'), 'utf8'));
  const pages = await Promise.all(
    builtPages(distDir).map(async ({ page, file }) => ({ page, html: await readFile(file, 'utf8') })),
  );
  const { encodes, problems } = planEncodes(pages, nextConfig);
  const cache = new ImageOptimizerCache({ distDir: path.resolve(distDir), nextConfig });
  const publicDir = path.resolve(root, 'public');
  const sources = new Map();
  const versions = [require('next/package.json').version, JSON.stringify(getSharp().versions)].join(',');
  const encoderSettings = JSON.stringify(
    Object.fromEntries(Object.entries(nextConfig.experimental).filter(([name]) => name.startsWith('imgOpt'))),
  );
  let reused = 0;
  let encoded = 0;
  await mkdir(store, { recursive: true });

  /** The source's bytes and the address's upstream answer, once per file. */
  const source = (href) => {
    if (!sources.has(href)) {
      sources.set(
        href,
        (async () => {
          // As the server reads the address: its path, decoded, within public/.
          let decoded = '';
          try {
            decoded = path.join(publicDir, decodeURIComponent(new URL(href, 'http://site.invalid').pathname));
          } catch {
            return null;
          }
          if (!decoded.startsWith(publicDir + path.sep)) return null;
          const stats = await stat(decoded).catch(() => null);
          if (!stats?.isFile()) return null;
          const buffer = await readFile(decoded);
          const upstream = { buffer, cacheControl: PUBLIC_FILE_CACHE_CONTROL, etag: extractEtag(publicFileEtag(stats), buffer) };
          return { upstream, digest: createHash('sha256').update(buffer).digest('base64url') };
        })(),
      );
    }
    return sources.get(href);
  };

  await eachLimited(encodes, concurrency, async (encode) => {
    const asked = `${encode.pages.slice(0, 3).join(', ')}${encode.pages.length > 3 ? ` and ${encode.pages.length - 3} more` : ''}`;
    const found = await source(encode.href);
    if (!found) {
      problems.push(`${encode.href} is not a file in public/ (asked for by ${asked})`);
      return;
    }
    const { upstream, digest } = found;
    const stored = path.join(store, hash(digest, encode.width, encode.quality, encode.mimeType, versions, encoderSettings));
    let result;
    const kept = await readFile(stored).catch(() => null);
    if (kept?.byteLength) {
      await utimes(stored, new Date(), new Date());
      const maxAge = Math.max(nextConfig.images.minimumCacheTTL, getMaxAge(upstream.cacheControl));
      result = { buffer: kept, contentType: encode.mimeType, maxAge, etag: getImageEtag(kept), upstreamEtag: upstream.etag };
      reused++;
    } else {
      try {
        result = await imageOptimizer(upstream, encode.params, nextConfig, { silent: true, isDev: false });
      } catch (error) {
        problems.push(`${encode.href} cannot be encoded: ${error.message} (asked for by ${asked})`);
        return;
      }
      if (result.error) {
        problems.push(`${encode.href} cannot be encoded as ${encode.mimeType}: ${result.error.message} (asked for by ${asked})`);
        return;
      }
      // An image the optimizer passes through as it is (an SVG, an animation) is not an encode to keep.
      // Written aside and renamed, so a build running beside this one never reads half a file.
      if (result.contentType === encode.mimeType) await replaceFile(stored, result.buffer);
      encoded++;
    }
    await cache.set(
      encode.cacheKey,
      {
        kind: 'IMAGE',
        buffer: result.buffer,
        etag: result.etag,
        extension: getExtension(result.contentType),
        upstreamEtag: result.upstreamEtag,
      },
      { cacheControl: { revalidate: result.maxAge, expire: undefined } },
    );
  });
  await pruneStore(store);
  const unique = [...new Set(problems)];
  if (unique.length)
    throw new Error(
      `The built pages ask for ${unique.length} image(s) the optimizer cannot make:\n${unique.map((line) => `  ${line}`).join('\n')}`,
    );
  const summary = { encodes: encodes.length, encoded, reused, seconds: (Date.now() - started) / 1000 };
  log(
    `Images ready in the optimizer's cache: ${summary.encodes} (${encoded} encoded, ${reused} kept from an earlier build) in ${summary.seconds.toFixed(1)} s`,
  );
  return summary;
}

/** Where encodes are kept between builds: outside every build folder, beside the installed packages. */
export const defaultStore = (root = process.cwd()) => path.join(root, 'node_modules', '.cache', 'kestrel-films', 'images');

runFinishingStep(import.meta.url, (distDir) =>
  prepareImages({
    distDir,
    store: defaultStore(),
    concurrency: Math.max(1, Math.min(2, os.availableParallelism())),
    log: console.log,
  }),
);
